"""TVM 0.27's print of a module in the classic spelling rxv's reader reads.

(The other direction is rxv's printer itself: `rxv print --dialect tvm-0.27`, which the C++
side uses for every text it sends to TVM.)

``to_rxv``: TVM 0.27's print of a module, mapped to the TVMScript rxv's reader
reads. rxv reads TVM 0.27's spellings itself (module-level ``n = TypeVar("n")``, ``T.sblock``,
``s_tir=True``, ``out_ty=``, ``dtype=None``), except one, mapped here: constants with elements
print as ``metadata["ir.GenericConst"][i]`` (the blob omitted; ``save_json``, which would give
it, crashes on constants in TVM 0.27: docs/tvm-findings.md, 45); here they print inline,
``R.const([[0.5, 1.0]], "float16")``. The mapping is checked by parsing the result with TVM
and comparing it structurally with the module, and is dropped (TVM's own print is returned)
when that fails.
"""

import math
import re

import numpy as np

_METADATA = re.compile(r'metadata\["([^"]+)"\]\[(\d+)\]')


def _literal(x, dtype):
    if dtype == "bool":
        return "True" if bool(x) else "False"
    if dtype.startswith(("int", "uint")):
        return str(int(x))
    x = float(x)
    if math.isnan(x):
        return 'float("nan")'
    if math.isinf(x):
        return 'float("inf")' if x > 0 else '-float("inf")'
    return repr(x)


def _nested(a, dtype):
    if a.ndim == 0:
        return _literal(a.item(), dtype)
    return "[" + ", ".join(_nested(a[i], dtype) for i in range(a.shape[0])) + "]"


def _const_data(c):
    """A constant's tensor (``data`` before TVM 0.27, ``value`` since)."""
    return c.data if hasattr(c, "data") else c.value


def _const_text(c):
    a = _const_data(c).numpy()
    dtype = str(_const_data(c).dtype)
    return f'R.const({_nested(np.asarray(a), dtype)}, "{dtype}")'


_INLINE_SCALAR_DTYPES = {"int8", "int16", "int32", "int64", "float16", "float32", "float64", "bool"}


def _constants_in_print_order(tvm, mod, text):
    """The module's relax.Constant nodes, distinct by identity, in the order the printer meets
    them: functions in the order they print, each in post-order (as TVM's printer visits)."""
    from tvm import relax

    # relax.Constant before TVM 0.27; tvm.ir.GenericConst (a tvm.ir.Constant) since.
    const_type = getattr(relax, "Constant", None) or tvm.ir.Constant
    order = {name: text.find(f"def {name}(") for name in (gv.name_hint for gv in mod.get_global_vars())}
    funcs = sorted(mod.functions_items(), key=lambda kv: order.get(kv[0].name_hint, 1 << 30))
    seen = []

    def in_metadata(e):
        # The printer writes 0-d constants of these dtypes inline (SpecialScalar,
        # src/relax/script/printer/expr.cc); any other constant goes to the metadata, a uint8
        # or float8 scalar too.
        data = _const_data(e)
        if not hasattr(data, "numpy"):
            return False
        return len(data.shape) > 0 or str(data.dtype) not in _INLINE_SCALAR_DTYPES

    def visit(e):
        if isinstance(e, const_type) and in_metadata(e) and not any(e.same_as(s) for s in seen):
            seen.append(e)

    for _, f in funcs:
        if isinstance(f, relax.Function):
            relax.analysis.post_order_visit(f, visit)
    return seen


def _inline_constants(tvm, mod, text):
    uses = _METADATA.findall(text)
    if not uses:
        return text
    consts = _constants_in_print_order(tvm, mod, text)
    indices = sorted({int(i) for _, i in uses})
    if indices[-1] >= len(consts):
        return None
    return _METADATA.sub(lambda m: _const_text(consts[int(m.group(2))]), text)


def to_rxv(tvm, mod, text, check=True):
    """`text` (TVM's print of `mod`) in the dialect rxv reads: TVM's own text unless it has
    metadata constants, which are inlined if the check allows (see the module comment). With
    ``check=False`` the mapping is returned unchecked (the caller checks the reading)."""
    return to_rxv_why(tvm, mod, text, check)[0]


def to_rxv_why(tvm, mod, text, check=True, parse=None, explain=None):
    """to_rxv, and why the mapping was dropped ("" when it was not): TVM's own error when the
    mapped text does not parse back to `mod` in TVM. The mapping only inlines constants, so
    that error is mostly TVM's print of `mod` itself not round-tripping (a TVM finding, not a
    gap of rxv's reader). `parse` reads the mapped text (default TVM's parser; the worker's
    reader.Reader.read, whose own failures it raises as FastParseMismatch, passed through);
    `explain(text, error)` adds to that error what the parser did not say (the worker's
    well-formedness violation)."""
    if "metadata[" not in text:
        return text, ""
    mapped = _inline_constants(tvm, mod, text)
    if mapped is None:
        return text, "more metadata constants in the print than in the module"
    if not check:
        return mapped, ""
    try:
        back = (parse or tvm.script.from_source)(mapped)
        tvm.ir.assert_structural_equal(back, mod, map_free_vars=True)
    except Exception as e:  # TVM's print (or the mapping) does not round-trip
        if getattr(e, "not_tvm", False):
            raise
        return text, f"{type(e).__name__}: {e}{explain(mapped, e) if explain else ''}"
    return mapped, ""

    try:
        tvm.relax.analysis.well_formed(tvm.script.from_source(text, check_well_formed=False))
    except Exception as e:  # TVM 0.27's checker raises the violation
        return f"\nrelax.analysis.well_formed: {type(e).__name__}: {str(e).strip().splitlines()[-1]}"
    return ""
