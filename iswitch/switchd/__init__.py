"""`iswitch-switchd`: the iSwitch wire protocol served over UDP by a software or RTL switch
(docs/training.md section 2). `backend.py` is the interface to the data planes."""
