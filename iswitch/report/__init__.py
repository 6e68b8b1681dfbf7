"""The main job (`make report`, `python -m iswitch.report`): real RL gradients through the
spliced switch RTL, compared bit for bit with the golden sums (docs/report.md), and its fp32
adder appendix (`python -m iswitch.report.adder`)."""
