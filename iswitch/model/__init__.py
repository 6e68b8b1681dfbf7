"""The system-level model of distributed RL training with iSwitch (docs/model.md).

`iswitch-model` (= `python -m iswitch.model`): a SimPy model of PS, ring all-reduce and
iSwitch (sync, async, hierarchical) training iterations built from measured parts (the
RTL's cycle counts, this machine's compute times), three software constants fitted on
three of the paper's numbers, every other number predicted; then 100 Gb/s and 1,024-worker
trees; and a real gloo measurement beside the model.
"""
