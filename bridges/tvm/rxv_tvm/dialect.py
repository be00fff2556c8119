"""The two directions between rxv's printed TVMScript (the classic spelling) and TVM 0.27's.

rxv -> TVM (``to_tvm``): TVM 0.27's parser takes ``out_ty=``, ``ty_args=``, ``T.sblock`` (in
``@T.prim_func(s_tir=True)``) and an op's unset dtype as ``dtype=None``, where rxv prints
``out_sinfo=``, ``sinfo_args=``, ``T.block`` (in ``@T.prim_func``) and ``dtype="void"``; and
``R.layout_transform`` no longer takes (empty) ``axis_separators``/``input_axis_separators``.

TVM -> rxv (``to_rxv``): TVM 0.27's print of a module, mapped to the TVMScript rxv's reader
reads. Two differences are mapped here until rxv's reader takes them itself (the fidelity
work, issue 15); each mapping is checked by parsing the result with TVM again and comparing it
structurally with the module, and is dropped (TVM's own print is returned) when that fails:

1. Constants with elements print as ``metadata["ir.GenericConst"][i]`` (the blob omitted);
   here they print inline, ``R.const([[0.5, 1.0]], "float16")``.
4. An op's unset dtype prints as ``dtype=None`` / ``out_dtype=None``; here ``"void"``.
3. TIR blocks print as ``T.sblock`` in ``@T.prim_func(s_tir=True)``; here ``T.block`` in
   ``@T.prim_func`` (to_tvm's inverse).
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


_RENAMED_KEYWORDS = re.compile(r"\b(out_sinfo|sinfo_args)=")


_TIR_BLOCK = re.compile(r"\bT\.block\(")


_EMPTY_SEPARATORS = re.compile(r", (input_)?axis_separators=\[\]")
_NONE_DTYPE = re.compile(r"\b(dtype|out_dtype)=None\b")
_VOID_DTYPE = re.compile(r'\b((?:out_)?dtype)="void"')
_PRIM_FUNC = re.compile(r"@T\.prim_func(\(([^)]*)\))?")


def _callee_at(text, pos):
    """The name called by the innermost call open at `pos` ('' at top level)."""
    depth = 0
    for i in range(pos - 1, -1, -1):
        c = text[i]
        if c in ")]}":
            depth += 1
        elif c in "([{":
            if depth == 0:
                if c != "(":
                    return ""
                m = re.search(r"[\w.]+$", text[:i])
                return m.group(0) if m else ""
            depth -= 1
    return ""


def _void_dtype_to_none(text):
    # An op's unset dtype attribute prints as dtype="void" in rxv, dtype=None in TVM 0.27,
    # whose parser takes "void" literally. An annotation's R.Tensor(dtype="void") stays.
    return _VOID_DTYPE.sub(
        lambda m: m.group(0) if _callee_at(text, m.start()) == "R.Tensor" else f"{m.group(1)}=None",
        text,
    )


def _s_tir(m):
    args = m.group(2)
    if args is None or not args.strip():
        return "@T.prim_func(s_tir=True)"
    return m.group(0) if "s_tir" in args else f"@T.prim_func({args}, s_tir=True)"


def to_tvm(text):
    """rxv's print in the spelling TVM 0.27's parser takes (see the module comment)."""
    text = _RENAMED_KEYWORDS.sub(
        lambda m: {"out_sinfo": "out_ty=", "sinfo_args": "ty_args="}[m.group(1)], text
    )
    if "void" in text:
        text = _void_dtype_to_none(text)
    # R.layout_transform's axis separators are no longer parameters of its Python function.
    text = _EMPTY_SEPARATORS.sub("", text)
    if _TIR_BLOCK.search(text):
        # Blocks are s_tir's (schedulable TIR) in TVM 0.27: T.sblock, in s_tir=True functions.
        text = _PRIM_FUNC.sub(_s_tir, _TIR_BLOCK.sub("T.sblock(", text))
    return text


_S_TIR_ARG = re.compile(r"(, )?s_tir=True")
_SBLOCK = re.compile(r"\bT\.sblock\(")


def _classic_tir(text):
    """T.sblock in s_tir=True functions -> T.block in plain ones (to_tvm's inverse)."""
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
    mapped = _lexical(_define_shape_vars(mapped))
    try:
        back = tvm.script.from_source(to_tvm(mapped))
        tvm.ir.assert_structural_equal(back, mod, map_free_vars=True)
    except Exception:  # the mapping is wrong for this module
        return _lexical(text)
    return mapped
