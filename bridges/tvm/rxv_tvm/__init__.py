"""rxv_tvm: the bridge between rxv (a C++ executable specification of Relax) and TVM.

- ``python -m rxv_tvm.worker``: a persistent worker that parses, transforms, checks and prints
  modules with TVM for the C++ side (protocol in README.md, framing in protocol.py).
- ``rxv_tvm.Instrument``: a PassInstrument that checks the module with rxv after each Relax pass.

TVM is imported lazily, so ``import rxv_tvm`` works (and ``pass_spec`` parses) without it.
"""

__all__ = ["Instrument", "parse_pass_spec"]


def __getattr__(name):
    if name == "Instrument":
        from .instrument import Instrument

        return Instrument
    if name == "parse_pass_spec":
        from .pass_spec import parse_pass_spec

        return parse_pass_spec
    raise AttributeError(name)
