"""TVM 0.27's print of a module in the classic spelling rxv's reader reads.

(The other direction is rxv's printer itself: `rxv print --dialect tvm-0.27`, which the C++
side uses for every text it sends to TVM.)

``to_rxv``: TVM 0.27's print of a module, mapped to the TVMScript rxv's reader
reads. Two differences are mapped here until rxv's reader takes them itself (the fidelity
work, issue 15); each mapping is checked by parsing the result with TVM again and comparing it
structurally with the module, and is dropped (TVM's own print is returned) when that fails:

1. Constants with elements print as ``metadata["ir.GenericConst"][i]`` (the blob omitted);
   here they print inline, ``R.const([[0.5, 1.0]], "float16")``.
4. An op's unset dtype prints as ``dtype=None`` / ``out_dtype=None``; here ``"void"``.
3. TIR blocks print as ``T.sblock`` in ``@T.prim_func(s_tir=True)``; here ``T.block`` in
   ``@T.prim_func``.
2. Shape variables print once at module level, ``n = TypeVar("n")``; here each function that
   uses one names it as a string in its signature, ``R.Tensor(("n", 4))``, and defines it in
   its body, ``n = T.int64()``, as TVM did before 0.27.
"""

import math
import re

import numpy as np

_METADATA = re.compile(r'metadata\["([^"]+)"\]\[(\d+)\]')
_TYPEVAR = re.compile(r'^ *(\w+) = TypeVar\("(\w+)"\)\n', re.M)
_DEF = re.compile(r"^( *)def \w+\(.*$")


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
        # The printer writes scalars inline; tensors with dimensions go to the metadata.
        data = _const_data(e)
        return hasattr(data, "numpy") and len(data.shape) > 0

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


def _define_shape_vars(text):
    names = [m.group(2) for m in _TYPEVAR.finditer(text)]
    if not names:
        return text
    text = _TYPEVAR.sub("", text).replace("# from typing import TypeVar\n", "")
    lines = text.split("\n")
    indent_of = lambda l: len(l) - len(l.lstrip(" "))
    out, stack = [], []  # stack: (indent, names defined) of the enclosing defs
    for k, line in enumerate(lines):
        m = _DEF.match(line)
        if not m:
            out.append(line)
            continue
        ind = indent_of(line)
        while stack and stack[-1][0] >= ind:
            stack.pop()
        # The function's extent: the lines after its def that are more indented.
        end = k + 1
        while end < len(lines) and (not lines[end].strip() or indent_of(lines[end]) > ind):
            end += 1
        extent = "\n".join(lines[k:end])
        outer = set().union(*(d for _, d in stack)) if stack else set()
        used = [n for n in names if n not in outer and re.search(rf"\b{re.escape(n)}\b", extent)]
        # In the signature a shape variable is first written as a string, which defines it.
        for n in used:
            line = re.sub(rf'(?<!")\b{re.escape(n)}\b(?!")', f'"{n}"', line)
        out.append(line)
        out.extend(f"{' ' * (ind + 4)}{n} = T.int64()" for n in used)
        stack.append((ind, set(used)))
    text = "\n".join(out)
    if "import tir as T" not in text and "import tirx as T" not in text:
        text = "# from tvm.script import tir as T\n" + text
    return text


_NONE_DTYPE = re.compile(r"\b(dtype|out_dtype)=None\b")


_S_TIR_ARG = re.compile(r"(, )?s_tir=True")
_SBLOCK = re.compile(r"\bT\.sblock\(")


def _classic_tir(text):
    """T.sblock in s_tir=True functions -> T.block in plain ones."""
    text = _SBLOCK.sub("T.block(", text)
    text = _S_TIR_ARG.sub("", text)
    return text.replace("@T.prim_func()", "@T.prim_func")


def _lexical(text):
    """The spelling-only mappings (3, 4): they need no check."""
    return _NONE_DTYPE.sub(lambda m: f'{m.group(1)}="void"', _classic_tir(text))


def to_rxv(tvm, mod, text):
    """`text` (TVM's print of `mod`) in the dialect rxv reads. The structural mappings (1, 2)
    are checked by parsing the result with TVM and comparing it with `mod`; when that fails,
    only the spelling is mapped (see the module comment)."""
    if "metadata[" not in text and "TypeVar(" not in text:
        return _lexical(text)
    mapped = _inline_constants(tvm, mod, text) if "metadata[" in text else text
    if mapped is None:
        return _lexical(text)
    mapped = _define_shape_vars(mapped)  # still in TVM's spelling, so TVM can check it
    try:
        back = tvm.script.from_source(mapped)
        tvm.ir.assert_structural_equal(back, mod, map_free_vars=True)
    except Exception:  # the mapping is wrong for this module
        return _lexical(text)
    return _lexical(mapped)
