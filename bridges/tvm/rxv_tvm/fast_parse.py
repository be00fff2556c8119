"""A fast reader of the TVMScript rxv prints (and TVM prints) for Relax modules.

TVM's own parser (``tvm.script.from_source``) is what a TVM pass campaign costs: ~0.04 CPU-s a
module, mostly its expression evaluator (one small compile per AST node) and its source spans.
This reader walks the statements with Python's ``ast`` and builds the module with the same
IRBuilder calls TVM's parser makes (tvm.script.ir_builder, the R.* / I.* / T.* functions of
TVM's parser globals); each call expression or annotation is compiled once and evaluated with
Python's ``eval`` in those globals and the variables bound so far. What it builds is meant to be
structurally equal to what ``from_source`` builds: bridges/tvm/tests/test_fast_parse.py and
tests/bridges/fast_parse_test.sh check that on the corpus and on generated programs, and the
worker compares both on a sample of every campaign (reader.py, ``RXV_TVM_PARSE_SAMPLE``).
PrimFuncs are parsed by TVM's parser, each on its own text (TIR is not this reader's).

Anything outside the subset (recursive local functions, tuple unpacking, Python's boolean
operators, ...) raises ``Unsupported``; the caller then parses with ``from_source``. Errors
while building (a bad annotation, an op that rejects its arguments) propagate as they are: the
caller re-parses with ``from_source`` for TVM's own message. The module is not checked here:
the caller checks it is well-formed, as ``from_source`` does.
"""

import ast
import collections
import numbers
import re
import typing

import numpy as np


_CLASS = re.compile(r"class ([A-Za-z_][A-Za-z_0-9]*):")


class Unsupported(Exception):
    """The text uses a construct this reader leaves to TVM's parser."""


# Operators TVM's evaluator dispatches by operand type (tvm.script.parser.core.evaluator):
# rewritten into calls of _eval_op so that `n + 1` on PrimExprs is what the parser makes.
_OP_FN = "__rxv_op__"
_OPS = {}


class _Rewrite(ast.NodeTransformer):
    """Operators -> TVM's operator dispatch; slices as TVM's evaluator fills them; the rest
    of Python that TVM's evaluator treats specially -> Unsupported."""

    def __init__(self, doc, global_names):
        self.doc = doc
        self.global_names = global_names

    def _op(self, op):
        name = type(op).__name__
        if name not in _OPS:
            _OPS[name] = getattr(self.doc, name)()
        return ast.Constant(value=name)

    def _call(self, op, args):
        return ast.Call(func=ast.Name(id=_OP_FN, ctx=ast.Load()), args=[self._op(op)] + args,
                        keywords=[])

    def visit_BinOp(self, node):
        self.generic_visit(node)
        return self._call(node.op, [node.left, node.right])

    def visit_UnaryOp(self, node):
        self.generic_visit(node)
        if isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
            return node  # a negative literal, as Python folds it
        return self._call(node.op, [node.operand])

    def visit_Compare(self, node):
        if len(node.ops) != 1:
            raise Unsupported("chained comparison")
        self.generic_visit(node)
        return self._call(node.ops[0], [node.left, node.comparators[0]])

    def visit_Slice(self, node):
        self.generic_visit(node)
        if node.step is None and node.upper is not None and node.lower is not None:
            node.step = ast.Constant(value=1)
        return node

    def _unsupported(self, node):
        raise Unsupported(type(node).__name__)

    def visit_Lambda(self, node):
        # TVM's evaluator evaluates a lambda (T.index_map's) with Python's eval, operators
        # and all: left as it is. Its free names are looked up in the globals here, so one
        # naming a variable of the program is left to TVM.
        bound = {a.arg for a in node.args.args}
        for n in ast.walk(node.body):
            if isinstance(n, ast.Name) and n.id not in bound and n.id not in self.global_names:
                raise Unsupported("a lambda naming a variable")
        if node.args.vararg or node.args.kwarg or node.args.kwonlyargs or node.args.defaults:
            raise Unsupported("lambda parameters")
        return node

    visit_BoolOp = visit_IfExp = visit_Starred = _unsupported
    visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = _unsupported
    visit_NamedExpr = visit_Await = visit_Yield = visit_JoinedStr = _unsupported


class _Scope:
    """TVM parser's variable table: frames of names; shadowing within a frame replaces."""

    def __init__(self, base):
        self.view = collections.ChainMap(base)

    def push(self):
        self.view = self.view.new_child()

    def pop(self):
        self.view = self.view.parents

    def add(self, name, value):
        self.view.maps[0][name] = value


class _FakeModule:
    """The class name inside the class body (`cls = Module`; `Module.f`): its functions."""

    def __getattr__(self, attr):
        raise AttributeError(f"Cannot find the function `{attr}` in the current IRModule")


class _Reader:
    def __init__(self):
        import tvm
        from tvm import relax
        from tvm.relax.script import builder as R
        from tvm.relax.script.builder.frame import BindingBlockFrame
        from tvm.relax.script.parser import entry as relax_entry
        from tvm.relax.utils import convert_to_expr
        from tvm.script.ir_builder import ir as I
        from tvm.script.ir_builder.base import IRBuilder
        from tvm.script.parser._core import dispatch, doc
        from tvm.script.parser.core.entry import _default_globals
        from tvm.script.parser.core.evaluator import _eval_op
        from tvm.tirx.script import builder as T

        self.tvm, self.relax, self.R, self.I, self.T = tvm, relax, R, I, T
        self.IRBuilder = IRBuilder
        self.BindingBlockFrame = BindingBlockFrame
        self.entry = relax_entry
        self.convert_to_expr = convert_to_expr
        self.globals = dict(_default_globals())
        self.rewrite = _Rewrite(doc, frozenset(self.globals))
        self.prims = {}  # PrimFunc source -> PrimFunc (prim_func)
        self.codes = {}  # expression text -> code (eval)
        self.units = {}  # a function's text -> (its AST, its lines, ASCII) (split)
        self.lines, self.ascii = [], False
        self.globals[_OP_FN] = lambda name, *values: _eval_op(_OPS[name], list(values))
        self.enter_token = dispatch.get(token="relax", type_name="enter_token")
        self.exit_token = dispatch.get(token="relax", type_name="exit_token")

    # -- expressions ----------------------------------------------------------------------------
    def eval(self, node, scope):
        code = None
        if self.ascii and node.lineno == node.end_lineno:
            # Compiled code by the expression's text: annotations recur within a program, and
            # a program's statements recur in TVM's print of it and in a pass's output.
            key = self.lines[node.lineno - 1][node.col_offset : node.end_col_offset]
            code = self.codes.get(key)
        if code is None:
            # The rewrite changes the statement's AST in place; it is idempotent, so an
            # annotation evaluated twice (parameters) is rewritten once.
            tree = self.rewrite.visit(ast.Expression(body=node))
            code = compile(ast.fix_missing_locations(tree), "<rxv-fast-parse>", "eval")
            if self.ascii and node.lineno == node.end_lineno:
                if len(self.codes) >= 50000:
                    self.codes.clear()
                self.codes[key] = code
        return eval(code, self.globals, scope.view)  # noqa: S307 (TVMScript is Python)

    def ty(self, node, scope, strings):
        """An annotation's Type (eval_ty): string shapes only for parameters and returns."""
        # TVM evaluates string shapes in its variable table, which holds its globals (T, R).
        names = {**self.globals, **scope.view} if strings else None
        return self.entry._normalize_ty(self.eval(node, scope), names)

    # -- module ---------------------------------------------------------------------------------
    def module(self, text):
        split = self.split(text)
        if split is None:  # one parse of the whole text
            tree = ast.parse(text)
            header, cls = self.header(tree.body)
            if cls is None:
                raise Unsupported("no class")
            if cls.bases or cls.keywords or len(cls.decorator_list) != 1:
                raise Unsupported("class form")
            if ast.unparse(cls.decorator_list[0]) != "I.ir_module":
                raise Unsupported("class decorator")
            lines, ascii_ = text.split("\n"), text.isascii()
            units = [(stmt, lines, ascii_) for stmt in cls.body]
            name, header_lines = cls.name, (lines, ascii_)
        else:
            header_text, name, units = split
            header, cls = self.header(ast.parse(header_text).body)
            if cls is not None:
                raise Unsupported("a class in the header")
            header_lines = (header_text.split("\n"), header_text.isascii())
        # A TypeVar bound somewhere in this text (signature_type_vars looks only then).
        self.type_vars = bool(header)
        scope = _Scope({})
        self.lines, self.ascii = header_lines
        for stmt in header:
            scope.add(stmt.targets[0].id, self.eval(stmt.value, scope))
        type_vars = "".join(ast.unparse(t) + "\n" for t in header)
        context = self.enter_token(None)
        try:
            with self.IRBuilder() as builder:
                with self.I.ir_module():
                    fake = _FakeModule()
                    scope.add(name, fake)
                    funcs = []
                    for stmt, self.lines, self.ascii in units:
                        if isinstance(stmt, ast.FunctionDef):
                            funcs.append((stmt, self.lines, self.ascii,
                                          self.decorator(stmt, scope)))
                        elif isinstance(stmt, ast.Expr):
                            self.eval(stmt.value, scope)  # I.module_attrs, I.module_global_infos
                        else:
                            raise Unsupported(f"class-level {type(stmt).__name__}")
                    prims = {f.name: self.prim_func(lines, f, type_vars)
                             for f, lines, _, kind in funcs if kind == "tirx"}
                    for f, self.lines, self.ascii, _ in funcs:  # global vars first
                        gv = (self.I.decl_function(f.name, prims[f.name]) if f.name in prims
                              else self.declare(f, scope))
                        setattr(fake, f.name, gv)
                    for f, self.lines, self.ascii, _ in funcs:
                        if f.name in prims:
                            self.I.def_function(f.name, prims[f.name])
                        else:
                            self.function(f, scope, inner=False)
            return builder.get()
        finally:
            self.exit_token(None, context)

    def header(self, stmts):
        """The module-level statements: (TypeVar bindings, the class or None)."""
        type_vars, cls = [], None
        for stmt in stmts:
            if isinstance(stmt, (ast.Import, ast.ImportFrom)):
                continue
            if isinstance(stmt, ast.ClassDef) and cls is None:
                cls = stmt
            elif _is_type_var(stmt):  # TVM 0.27's `n = TypeVar("n")`, bound before the class
                type_vars.append(stmt)
            else:
                raise Unsupported(f"module-level {type(stmt).__name__}")
        return type_vars, cls

    def split(self, text):
        """(the text before the class, the class's name, one unit a function) where the text
        is `@I.ir_module` / `class NAME:` / functions, each from a class-level decorator, or
        None. Each function is parsed once per spelling: a program's functions recur in the
        texts the worker reads for it (its print, TVM's print, the pass's output)."""
        lines = text.split("\n")
        try:
            at = lines.index("@I.ir_module")
        except ValueError:
            return None
        m = _CLASS.fullmatch(lines[at + 1]) if at + 1 < len(lines) else None
        if m is None:
            return None
        starts = [i for i in range(at + 2, len(lines)) if lines[i].startswith("    @")]
        if not starts or any(l.strip() and not l.startswith("#") for l in lines[at + 2 : starts[0]]):
            return None
        units = []
        for a, b in zip(starts, starts[1:] + [len(lines)]):
            chunk = lines[a:b]
            if any(l[:4].strip() and not l.startswith("#") for l in chunk):
                return None
            unit = self.units.get(key := "\n".join(chunk))
            if unit is None:
                # Comments at column 0 (TVM's "# Metadata omitted" line) become blank lines.
                body = ["" if l.startswith("#") else l[4:] for l in chunk]
                try:
                    tree = ast.parse("\n".join(body))
                except SyntaxError:  # e.g. two decorators: the whole text decides
                    return None
                if len(tree.body) != 1 or not isinstance(tree.body[0], ast.FunctionDef):
                    return None
                unit = (tree.body[0], body, key.isascii())
                if len(self.units) >= 4096:
                    self.units.pop(next(iter(self.units)))
                self.units[key] = unit
            units.append(unit)
        return "\n".join(lines[:at]), m.group(1), units

    def decorator(self, f, scope):
        """R.function's keywords (pure=, private=); anything else is Unsupported."""
        if len(f.decorator_list) != 1:
            raise Unsupported("decorators")
        dec = f.decorator_list[0]
        call = dec if isinstance(dec, ast.Call) else None
        target = call.func if call else dec
        name = ast.unparse(target)
        if name == "T.prim_func":
            return "tirx"
        if name != "R.function":
            raise Unsupported(f"decorator {name}")
        if call and (call.args or any(k.arg not in ("pure", "private") for k in call.keywords)):
            raise Unsupported("R.function arguments")
        if f.args.vararg or f.args.kwarg or f.args.kwonlyargs or f.args.defaults or f.args.posonlyargs:
            raise Unsupported("parameter form")
        if getattr(f, "type_params", None):
            raise Unsupported("type parameters")
        return "relax"

    def prim_func(self, lines, f, type_vars):
        """A PrimFunc, by TVM's parser on its text alone: TIR is left to TVM (a PrimFunc names
        no other function in what rxv prints; one that does fails here and falls back), after
        the module's `n = TypeVar("n")` lines its signature may name."""
        lines = lines[f.decorator_list[0].lineno - 1 : f.end_lineno]
        indent = f.col_offset
        if any(l[:indent].strip() for l in lines):
            raise Unsupported("PrimFunc indentation")
        source = type_vars + "\n".join(l[indent:] for l in lines) + "\n"
        # A program's PrimFuncs come back in TVM's print of it (the round trip, the pass's
        # output) and the generator's recur across programs: IR is immutable, so one parse
        # serves every text that spells the function the same way.
        prim = self.prims.get(source)
        if prim is None:
            prim = self.tvm.script.from_source(source, check_well_formed=False)
            if len(self.prims) >= 512:
                self.prims.pop(next(iter(self.prims)))
            self.prims[source] = prim
        return prim

    def flag(self, f, name, default):
        """A keyword of R.function(...) (find_decorator_annotation in TVM's parser)."""
        dec = f.decorator_list[0]
        if isinstance(dec, ast.Call):
            for k in dec.keywords:
                if k.arg == name:
                    if not isinstance(k.value, ast.Constant):
                        raise Unsupported("non-literal decorator keyword")
                    return k.value.value
        return default

    # -- functions ------------------------------------------------------------------------------
    def params(self, f, scope, make):
        """The parameters (parse_function_params): symbolic variables named in the
        annotations' strings, a prelude `n = T.int64()` choosing their Var, then each
        parameter's Type with those names bound."""
        tvm = self.tvm
        symbolic = self.signature_type_vars(f, scope)
        prim_params = set()
        scope.push()
        try:
            for name, v in symbolic.items():
                scope.add(name, v)
            for a in f.args.args:
                if a.annotation is None:
                    raise Unsupported("parameter without annotation")
                proxy = self.entry._normalize_ty_proxy(self.eval(a.annotation, scope))
                for name in proxy.get_symbolic_vars():
                    if name not in prim_params and name not in symbolic:
                        symbolic[name] = tvm.ir.Var(name, "int64")
                if isinstance(proxy, self.entry.PrimProxy):
                    scope.add(a.arg, tvm.ir.Var(a.arg, proxy.as_ty()))
                    prim_params.add(a.arg)
        finally:
            scope.pop()
        for stmt in f.body:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
                t = stmt.targets[0]
                if isinstance(t, ast.Name) and t.id in symbolic and self.is_decl(stmt.value):
                    v = self.eval(stmt.value, scope)
                    if tvm.ir.is_prim_var(v) and v.ty == symbolic[t.id].ty:
                        symbolic[t.id] = v
        for name, v in symbolic.items():
            scope.add(name, v)
        out = []
        for a in f.args.args:
            p = make(a.arg, self.ty(a.annotation, scope, strings=True))
            scope.add(a.arg, p)
            out.append(p)
        return out

    def signature_type_vars(self, f, scope):
        """Names bound to a TypeVar and used in the signature: one int64 Var each
        (collect_signature_type_vars in TVM's parser)."""
        if not self.type_vars:  # no TypeVar bound in this text: nothing to find
            return {}
        names = set()
        for node in [a.annotation for a in f.args.args] + [f.returns]:
            for n in ast.walk(node) if node is not None else ():
                if isinstance(n, ast.Name):
                    names.add(n.id)
                elif isinstance(n, ast.Constant) and isinstance(n.value, str):
                    try:
                        names.update(c.id for c in ast.walk(ast.parse(n.value, mode="eval"))
                                     if isinstance(c, ast.Name))
                    except SyntaxError:
                        pass
        params = {a.arg for a in f.args.args}
        out = {}
        for name in sorted(names - params):
            v = scope.view.get(name)
            if isinstance(v, typing.TypeVar):
                if v.__name__ != name or v.__constraints__ or v.__bound__ is not None:
                    raise Unsupported("TypeVar form")
                out[name] = self.tvm.ir.Var(name, "int64")
        return out

    def is_decl(self, node):
        """`T.int64()` and the like (is_symbolic_var_declaration)."""
        if not (isinstance(node, ast.Call) and not node.args and not node.keywords
                and isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "T"):
            return False
        c = getattr(self.T, node.func.attr, None)
        return isinstance(c, self.T.DtypeConstructor) or c is self.T.bool

    def declare(self, f, scope):
        """The function's GlobalVar, from its signature (visit_tvm_declare_function)."""
        scope.push()
        try:
            params = self.params(f, scope, self.tvm.ir.Var)
            ret = self.relax.AnyType() if f.returns is None else self.ty(f.returns, scope, True)
        finally:
            scope.pop()
        sig = self.relax.Function.create_empty(params, ret, is_pure=self.flag(f, "pure", True))
        return self.I.decl_function(f.name, sig)

    def function(self, f, scope, inner):
        R = self.R
        if _calls_itself(f):
            raise Unsupported("recursive function")
        for stmt in f.body:
            if isinstance(stmt, ast.FunctionDef) and self.decorator(stmt, scope) != "relax":
                raise Unsupported("a PrimFunc in a function")  # TVM's parser rejects it
        scope.push()
        try:
            with R.function(is_pure=self.flag(f, "pure", True),
                            is_private=inner or self.flag(f, "private", False)):
                R.func_name(f.name)
                self.params(f, scope, R.arg)
                if f.returns is not None:
                    R.func_ret_ty(self.ty(f.returns, scope, True))
                self.body(f.body, scope)
        finally:
            scope.pop()

    def local_function(self, f, scope):
        """A function in a function body: built in its own IRBuilder, then bound."""
        if f.name in scope.view:  # TVM's parser then binds the function to that variable
            raise Unsupported("a local function named as a variable in scope")
        with self.IRBuilder() as builder:
            self.function(f, scope, inner=True)
        var = self.R.emit(builder.get())
        self.IRBuilder.name(f.name, var)
        scope.add(f.name, var)

    # -- statements -----------------------------------------------------------------------------
    def body(self, stmts, scope):
        for s in stmts:
            self.statement(s, scope)

    def statement(self, s, scope):
        R = self.R
        if isinstance(s, ast.Assign):
            if len(s.targets) != 1 or not isinstance(s.targets[0], ast.Name):
                raise Unsupported("assignment target")
            self.bind(s.targets[0].id, self.eval(s.value, scope), None, self.is_decl(s.value), scope)
        elif isinstance(s, ast.AnnAssign):
            if not isinstance(s.target, ast.Name) or s.value is None:
                raise Unsupported("annotated assignment form")
            value = self.eval(s.value, scope)
            ann = self.ty(s.annotation, scope, strings=False)
            self.bind(s.target.id, value, ann, self.is_decl(s.value), scope)
        elif isinstance(s, ast.Expr):
            value = self.eval(s.value, scope)
            if isinstance(value, self.relax.Expr):
                var = R.emit(value)
                self.IRBuilder.name("_", var)
                t = var.ty
                if not (isinstance(t, self.relax.TupleType) and len(t.fields) == 0):
                    raise ValueError("Non-void relax expressions must be bound to a variable")
            elif value is not None:
                raise ValueError(f"Unsupported Expr stmt type {value}.")
        elif isinstance(s, ast.With):
            if len(s.items) != 1 or s.items[0].optional_vars is not None:
                raise Unsupported("with form")
            frame = self.eval(s.items[0].context_expr, scope)
            scope.push()
            try:
                with frame:
                    self.body(s.body, scope)
            finally:
                scope.pop()
            if isinstance(frame, self.BindingBlockFrame) and frame.is_dataflow:
                for var in frame.output_vars:
                    scope.add(var.name, var)
        elif isinstance(s, ast.Return):
            if s.value is None:
                raise Unsupported("bare return")
            R.func_ret_value(self.convert_to_expr(self.eval(s.value, scope)))
        elif isinstance(s, ast.If):
            with R.If(self.eval(s.test, scope)) as frame:
                for part, stmts in ((R.Then, s.body), (R.Else, s.orelse)):
                    scope.push()
                    try:
                        with part():
                            self.body(stmts, scope)
                    finally:
                        scope.pop()
            scope.add(frame.var_name, frame.var)
        elif isinstance(s, ast.FunctionDef):
            self.local_function(s, scope)
        elif isinstance(s, ast.Pass):
            raise Unsupported("pass")
        else:
            raise Unsupported(type(s).__name__)

    def bind(self, name, value, ann, declares, scope):
        """bind_assign_value of TVM's Relax parser, for one name."""
        tvm, relax, R = self.tvm, self.relax, self.R
        if isinstance(value, self.I.meta_var):
            scope.add(name, value.value)
            return
        if tvm.ir.is_prim_var(value) and declares:
            if ann is not None and not _structural_equal(ann, value.ty):
                raise ValueError("a symbolic variable's annotation differs from its type")
            if value.name and name != value.name:
                raise ValueError("Cannot define PrimType values with different names.")
            prev = scope.view.get(name)
            if prev is not None:
                if not tvm.ir.is_prim_var(prev) or prev.ty != value.ty:
                    raise ValueError("a symbolic variable redefined")
                value = prev
            self.IRBuilder.name(name, value)
            scope.add(name, value)
            return
        if isinstance(value, tuple):
            value = self.convert_to_expr(value)
        if isinstance(value, numbers.Number | np.bool_):
            if isinstance(ann, tvm.ir.PrimType):
                value = relax.prim_value(value, dtype=ann.dtype)
            else:
                value = R.const(value)
        if isinstance(value, relax.Expr):
            var = R.emit(value, ann)
        elif isinstance(value, self.entry.MatchCastPair):
            if ann is not None and not _structural_equal(ann, value.ty):
                raise ValueError("Cannot specify inconsistent annotation for a match cast pair.")
            var = R.emit_match_cast(value.value, value.ty)
        else:
            if isinstance(value, typing.TypeVar):
                self.type_vars = True
            scope.add(name, value)
            return
        self.IRBuilder.name(name, var)
        scope.add(name, var)


def _structural_equal(a, b):
    import tvm_ffi

    return tvm_ffi.structural_equal(a, b)


def _is_type_var(stmt):
    """`n = TypeVar("n")`."""
    return (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Name) and isinstance(stmt.value, ast.Call)
            and isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == "TypeVar")


def _calls_itself(f):
    """The function's statements call it by name (is_recursive in TVM's parser: a binding's,
    a return's or an expression statement's value, in with and if bodies)."""

    def calls(stmts):
        for s in stmts:
            if isinstance(s, (ast.Assign, ast.AnnAssign, ast.Return, ast.Expr)):
                v = s.value
                if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id == f.name:
                    return True
            elif isinstance(s, ast.With) and calls(s.body):
                return True
            elif isinstance(s, ast.If) and calls(s.body + s.orelse):
                return True
        return False

    return calls(f.body)


_READER = None


def parse(text):
    """The IRModule TVM's parser builds from `text` (unchecked: the caller checks it is
    well-formed), or Unsupported."""
    global _READER
    if _READER is None:
        _READER = _Reader()
    return _READER.module(text)
