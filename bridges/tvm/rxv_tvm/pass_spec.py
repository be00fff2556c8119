"""Pass specs, parsed without evaluating Python (no eval: only names and literals).

    SPEC  := 'pipeline:' NAME | STEP (',' STEP)*
    STEP  := NAME | NAME '(' [literal args and NAME=literal keyword args] ')'

NAME is a pass constructor of ``tvm.relax.transform`` (``FuseOps``, ``LegalizeOps``, ...);
arguments are Python literals (numbers, strings, booleans, None, tuples, lists, dicts).
"""

import ast


class PassSpecError(ValueError):
    pass


def _split_top_level(text):
    """Splits at commas outside brackets and string literals."""
    parts, depth, quote, start = [], 0, None, 0
    for i, c in enumerate(text):
        if quote:
            if c == quote and text[i - 1] != "\\":
                quote = None
        elif c in "'\"":
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth < 0:
                raise PassSpecError(f"unbalanced ')' at column {i + 1}")
        elif c == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if depth != 0 or quote:
        raise PassSpecError("unbalanced brackets or quotes")
    parts.append(text[start:])
    return [p.strip() for p in parts]


def _literal(node, what):
    try:
        return ast.literal_eval(node)
    except ValueError:
        raise PassSpecError(f"{what} must be a Python literal, got '{ast.unparse(node)}'") from None


def parse_step(text):
    """'FuseOps(fuse_opt_level=2)' -> ('FuseOps', [], {'fuse_opt_level': 2})."""
    if not text:
        raise PassSpecError("empty pass name")
    try:
        tree = ast.parse(text, mode="eval").body
    except SyntaxError as e:
        raise PassSpecError(f"'{text}': {e.msg}") from None
    if isinstance(tree, ast.Name):
        return tree.id, [], {}
    if isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name):
        args = [_literal(a, "an argument") for a in tree.args]
        kwargs = {}
        for k in tree.keywords:
            if k.arg is None:
                raise PassSpecError("'**' arguments are not allowed")
            kwargs[k.arg] = _literal(k.value, f"argument '{k.arg}'")
        return tree.func.id, args, kwargs
    raise PassSpecError(f"'{text}' is not NAME or NAME(literal args)")


def parse_pass_spec(spec):
    """('pipeline', name) or ('sequence', [(name, args, kwargs), ...])."""
    spec = spec.strip()
    if spec.startswith("pipeline:"):
        name = spec[len("pipeline:"):].strip()
        if not name.isidentifier():
            raise PassSpecError(f"bad pipeline name '{name}'")
        return "pipeline", name
    return "sequence", [parse_step(s) for s in _split_top_level(spec)]


# Decorators and base classes, not passes.
_PASS_BASES = {"FunctionPass", "DataflowBlockPass", "ModulePass", "function_pass", "dataflowblock_pass"}


def build_passes(spec):
    """The tvm.transform.Pass objects for a spec (imports TVM)."""
    import tvm
    from tvm import relax

    kind, body = parse_pass_spec(spec)
    if kind == "pipeline":
        try:
            return [relax.get_pipeline(body)]
        except Exception as e:  # TVM raises ValueError for an unknown name
            raise PassSpecError(f"unknown pipeline '{body}': {e}") from None
    passes = []
    for name, args, kwargs in body:
        ctor = getattr(relax.transform, name, None) if not name.startswith("_") else None
        is_pass_class = isinstance(ctor, type) and issubclass(ctor, tvm.transform.Pass)
        if (
            ctor is None
            or not callable(ctor)
            or (isinstance(ctor, type) and not is_pass_class)
            or name in _PASS_BASES
        ):
            raise PassSpecError(f"'{name}' is not a pass of tvm.relax.transform")
        try:
            p = ctor(*args, **kwargs)
        except TypeError as e:
            raise PassSpecError(f"{name}: {e}") from None
        if not isinstance(p, tvm.transform.Pass):
            raise PassSpecError(f"'{name}' does not make a pass")
        passes.append(p)
    return passes


def symbolic_bindings(spec):
    """The BindSymbolicVars steps of a spec, for rxv's refinement oracle (fuzz/bind_symbolic.h):
    one ``{"binding_map": [[name, value], ...], "func_name": name or None}`` each, in order.
    Arguments bind as in ``BindSymbolicVars(binding_map, func_name=None)``; keys are names (a
    ``tir.Var`` is no literal)."""
    kind, body = parse_pass_spec(spec)
    if kind == "pipeline":
        return []
    out = []
    for name, args, kwargs in body:
        if name != "BindSymbolicVars":
            continue
        params = dict(zip(["binding_map", "func_name"], args))
        params.update(kwargs)
        binding_map = params.get("binding_map", {})
        if not isinstance(binding_map, dict):
            raise PassSpecError("BindSymbolicVars: binding_map must be a dict of name: value")
        out.append(
            {
                "binding_map": [[str(k), v] for k, v in binding_map.items()],
                "func_name": params.get("func_name"),
            }
        )
    return out
