"""Build MyHDL's Icarus co-simulation VPI: the same as ``python -m iswitch.myhdl_vpi``."""

from iswitch.myhdl_vpi import build_myhdl_vpi, main

__all__ = ["build_myhdl_vpi"]

if __name__ == "__main__":
    main()
