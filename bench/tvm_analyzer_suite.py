"""The prover's real peer: TVM's own arithmetic analyzer (tvm.sym.Analyzer) on the claim files of
bench/prove_suite (issue 19, item 4).

Each line `EXPECT[,signed][,bits]: CLAIM [assuming A, B, ...]` is read with Python's `ast` into a
TVM PrimExpr (int64 variables; `//` floordiv, `%` floormod, `T.truncdiv` ..., as rxv's claim reader
reads them) and decided by a fresh Analyzer: `can_prove(claim)` gives "proved", else
`can_prove(not claim)` gives "refuted", else it is undecided. Variables are shape variables (>= 0)
unless the line says `signed`; they and the assumptions enter as constraint scopes. Each
configuration is one ProofStrength: DEFAULT (TVM's rewrite/canonical simplifiers and bounds) and,
when the wheel has Z3, SYMBOLIC_BOUND (Z3 consulted after the native analyzers fail, with the same
2 s limit as rxv's prover).

A verdict opposite to the file's is checked by evaluation before it is counted as wrong: the claim
is evaluated (by TVM's own simplifier on constants) over a grid of small values satisfying the
assumptions, and the first counterexample is printed. `bits` claims (exact 64-bit overflow
semantics) are reported apart: TVM's analyzer assumes index arithmetic does not overflow.

Usage: .venv/bin/python bench/tvm_analyzer_suite.py CLAIMS.txt [--slow MS]
"""

import ast
import contextlib
import itertools
import statistics
import sys
import time

import tvm
from tvm import tirx
from tvm.sym import Analyzer, ProofStrength

DTYPE = "int64"


class ClaimError(Exception):
    pass


def split_top_level(text, sep):
    """Splits at `sep` outside brackets (as rxv's split_claim_line does)."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        ch = text[i]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            start = i + len(sep)
            i = start
            continue
        i += 1
    parts.append(text[start:])
    return [p.strip() for p in parts]


class Builder:
    """Python AST -> TVM PrimExpr, creating int64 variables on first use."""

    CALLS = {
        "Select": tirx.Select,
        "if_then_else": tirx.if_then_else,
        "min": tirx.min,
        "max": tirx.max,
        "floordiv": tirx.floordiv,
        "floormod": tirx.floormod,
        "truncdiv": tirx.truncdiv,
        "truncmod": tirx.truncmod,
    }

    def __init__(self):
        self.vars = {}

    def read(self, text):
        try:
            tree = ast.parse(text, mode="eval")
        except SyntaxError as e:
            raise ClaimError(f"syntax error at column {e.offset}: {text}") from e
        return self.expr(tree.body)

    def var(self, name):
        if name not in self.vars:
            self.vars[name] = tirx.Var(name, DTYPE)
        return self.vars[name]

    def expr(self, node):
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bool):
                return tvm.tirx.const(node.value, "bool")
            if isinstance(node.value, int):
                return tvm.tirx.const(node.value, DTYPE)
            raise ClaimError(f"unsupported constant {node.value!r}")
        if isinstance(node, ast.Name):
            if node.id in ("True", "False"):
                return tvm.tirx.const(node.id == "True", "bool")
            return self.var(node.id)
        if isinstance(node, ast.UnaryOp):
            x = self.expr(node.operand)
            if isinstance(node.op, ast.USub):
                return tvm.tirx.const(0, DTYPE) - x
            if isinstance(node.op, ast.Not):
                return tirx.Not(x)
            raise ClaimError(f"unsupported unary operator {type(node.op).__name__}")
        if isinstance(node, ast.BinOp):
            a, b = self.expr(node.left), self.expr(node.right)
            ops = {
                ast.Add: lambda: a + b,
                ast.Sub: lambda: a - b,
                ast.Mult: lambda: a * b,
                ast.FloorDiv: lambda: tirx.floordiv(a, b),
                ast.Mod: lambda: tirx.floormod(a, b),
            }
            if type(node.op) not in ops:
                raise ClaimError(f"unsupported operator {type(node.op).__name__}")
            return ops[type(node.op)]()
        if isinstance(node, ast.BoolOp):
            values = [self.expr(v) for v in node.values]
            make = tirx.And if isinstance(node.op, ast.And) else tirx.Or
            out = values[0]
            for v in values[1:]:
                out = make(out, v)
            return out
        if isinstance(node, ast.Compare):
            out, left = None, self.expr(node.left)
            for op, right_node in zip(node.ops, node.comparators):
                right = self.expr(right_node)
                cmps = {
                    ast.Eq: tirx.EQ,
                    ast.NotEq: tirx.NE,
                    ast.Lt: tirx.LT,
                    ast.LtE: tirx.LE,
                    ast.Gt: tirx.GT,
                    ast.GtE: tirx.GE,
                }
                if type(op) not in cmps:
                    raise ClaimError(f"unsupported comparison {type(op).__name__}")
                c = cmps[type(op)](left, right)
                out = c if out is None else tirx.And(out, c)
                left = right
            return out
        if isinstance(node, ast.Call):
            f = node.func
            if not (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name)
                    and f.value.id == "T" and f.attr in self.CALLS):
                raise ClaimError(f"unsupported call {ast.unparse(f)}")
            return self.CALLS[f.attr](*[self.expr(a) for a in node.args])
        raise ClaimError(f"unsupported expression {ast.unparse(node)}")


def parse_line(line, line_no):
    head, sep, rest = line.partition(":")
    if not sep:
        raise ClaimError(f"line {line_no}: expected `EXPECT: CLAIM`")
    words = [w.strip() for w in head.split(",")]
    if words[0] not in ("proved", "refuted"):
        raise ClaimError(f"line {line_no}: EXPECT must be proved or refuted")
    parts = split_top_level(rest.strip(), " assuming ")
    assumptions = split_top_level(parts[1], ",") if len(parts) > 1 else []
    b = Builder()
    claim = b.read(parts[0])
    assumed = [b.read(a) for a in assumptions]
    return {
        "line": line_no,
        "text": rest.strip(),
        "want_proved": words[0] == "proved",
        "signed": "signed" in words,
        "bits": "bits" in words,
        "claim": claim,
        "assumed": assumed,
        "vars": list(b.vars.values()),
    }


def constraints(case):
    out = list(case["assumed"])
    if not case["signed"]:
        out = [v >= 0 for v in case["vars"]] + out
    return out


def decide(case, strength):
    """'proved', 'refuted' or None, and the milliseconds it took (fresh analyzer included)."""
    start = time.perf_counter()
    ana = Analyzer()
    if strength == ProofStrength.SYMBOLIC_BOUND:
        ana.set_z3_timeout_ms(2000)
    with contextlib.ExitStack() as scopes:
        for c in constraints(case):
            scopes.enter_context(ana.constraint_scope(c))
        if ana.can_prove(case["claim"], strength):
            verdict = "proved"
        elif ana.can_prove(tirx.Not(case["claim"]), strength):
            verdict = "refuted"
        else:
            verdict = None
    return verdict, (time.perf_counter() - start) * 1e3


def evaluate(expr, binding):
    """The value of `expr` with its variables bound; "div0" when it divides by zero (which refutes
    a claim in rxv's meaning, prover.h), None when it does not fold to a constant."""
    ana = Analyzer()
    for v, value in binding.items():
        ana.bind(v, tvm.tirx.const(value, DTYPE))
    try:
        out = ana.simplify(expr)
    except tvm.error.InternalError as e:
        if "Divide by zero" in str(e):
            return "div0"
        raise
    return int(out.value) if isinstance(out, tirx.IntImm) else None


def counterexample(case):
    """A binding over small values satisfying the assumptions where the claim is false."""
    names = case["vars"]
    values = range(-4, 9) if case["signed"] else range(0, 9)
    if len(names) > 4:
        values = range(-2, 5) if case["signed"] else range(0, 5)
    div0 = None  # a false value beats a division by zero: it does not hang on rxv's meaning
    for point in itertools.product(values, repeat=len(names)):
        binding = dict(zip(names, point))
        if all(evaluate(a, binding) == 1 for a in case["assumed"]):
            value = evaluate(case["claim"], binding)
            if value == 0:
                return binding, False
            if value == "div0" and div0 is None:
                div0 = binding
    return (div0, True) if div0 else (None, False)


def percentile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def run(cases, strength, slow_ms):
    decided = wrong = wrong_div0 = 0
    times, notes = [], []
    for case in cases:
        verdict, ms = decide(case, strength)
        times.append(ms)
        if ms > slow_ms:
            notes.append(f"line {case['line']}: slow ({ms:.0f} ms): {case['text']}")
        if verdict is None:
            continue
        decided += 1
        if (verdict == "proved") != case["want_proved"]:
            cex, by_div0 = counterexample(case) if verdict == "proved" else (None, False)
            shown = ", ".join(f"{v.name}={x}" for v, x in cex.items()) if cex else "none found"
            shown += ", divides by zero" if by_div0 else ""
            wrong += 1
            wrong_div0 += by_div0
            notes.append(f"line {case['line']}: WRONG {verdict} (counterexample: {shown}): "
                         f"{case['text']}")
    return decided, wrong, wrong_div0, times, notes


def main(argv):
    path, slow_ms = None, float("inf")
    args = iter(argv[1:])
    for a in args:
        if a == "--slow":
            slow_ms = float(next(args))
        else:
            path = a
    if path is None:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    cases = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if line and not line.startswith("#"):
                try:
                    cases.append(parse_line(line, n))
                except ClaimError as e:
                    print(f"{path}:{n}: {e}", file=sys.stderr)
                    return 2
    bits = [c for c in cases if c["bits"]]
    cases = [c for c in cases if not c["bits"]]
    print(f"{len(cases)} claims from {path} (TVM {tvm.__version__}; {len(bits)} `bits` claims "
          f"left out: TVM assumes no overflow)")
    strengths = [("TVM Analyzer (DEFAULT)", ProofStrength.DEFAULT)]
    if Analyzer().is_z3_enabled:
        strengths.append(("TVM Analyzer + Z3", ProofStrength.SYMBOLIC_BOUND))
    for case in cases:  # one untimed warm-up pass, as prove_suite does
        decide(case, ProofStrength.DEFAULT)
    for name, strength in strengths:
        decided, wrong, wrong_div0, times, notes = run(cases, strength, slow_ms)
        print(f"{name + ':':<26} decided {decided}/{len(cases)} ({100 * decided / len(cases):.1f}%)"
              f"  wrong {wrong} (only by dividing by zero: {wrong_div0})  median {percentile(times, 0.5):.3f} ms"
              f"  p99 {percentile(times, 0.99):.3f} ms  max {max(times):.3f} ms")
        for note in notes:
            print("  " + note)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
