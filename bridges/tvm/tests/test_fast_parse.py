"""The fast reader (rxv_tvm/fast_parse.py) and the worker's reading policy (rxv_tvm/reader.py):
each module here is built as TVM's parser builds it (structurally equal), what the fast reader
leaves goes to TVM's parser, an ill-formed text fails as TVM's parser fails, and the sample
compares both readers. The corpus and generated programs: tests/bridges/fast_parse_test.sh."""

import os
import unittest
from unittest import mock

try:
    import tvm

    from rxv_tvm import fast_parse, reader
    from rxv_tvm.worker import StageError, Worker

    HAVE_TVM = True
except ImportError:
    HAVE_TVM = False
REQUIRE_TVM = os.environ.get("RXV_REQUIRE_TVM") == "1"

HEADER = "# from tvm.script import ir as I\n# from tvm.script import relax as R\n\n"

# Each: a statement kind of TVM's Relax parser the fast reader builds itself.
MODULES = {
    "dataflow, tuples, constants, symbolic shapes from strings and a prelude": """
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            a: R.Tensor((n, 4), dtype="float32") = R.add(x, y)
            b = R.multiply(a, R.const([1.0, 2.0, 0.5, -1.0], "float32"))
            t = (a, b)
            c: R.Tensor((n, 4), dtype="float32") = t[1]
            d: R.Shape([n, 4]) = R.shape([n, 4])
            R.output(c)
        e = R.subtract(c, R.const(1.5, "float32"))
        return e
""",
    "if/else, match_cast with a new symbolic variable, annotated match_cast, R.Prim": """
@I.ir_module
class Module:
    @R.function(pure=False)
    def main(c: R.Tensor((), dtype="bool"), x: R.Tensor(dtype="int32", ndim=1), k: R.Prim("int64")) -> R.Tensor(dtype="int32", ndim=1):
        m = T.int64()
        y = R.match_cast(x, R.Tensor((m,), dtype="int32"))
        z: R.Tensor((m,), dtype="int32") = R.match_cast(x, R.Tensor((m,), dtype="int32"))
        if c:
            r: R.Tensor((m,), dtype="int32") = R.add(y, z)
            s = r
        else:
            s = y
        R.print(s, format="{}")
        return s
""",
    "module-level TypeVars, calls through cls, private and impure functions, a local function": """
n = TypeVar("n")
@I.ir_module
class Module:
    @R.function(private=True)
    def helper(x: R.Tensor((n, 2), dtype="float32")) -> R.Tensor((n, 2), dtype="float32"):
        return R.nn.relu(x)

    @R.function
    def main(x: R.Tensor((n, 2), dtype="float32")) -> R.Tensor((n, 2), dtype="float32"):
        cls = Module
        with R.dataflow():
            @R.function
            def inner(v: R.Tensor(("q", 2), dtype="float32")) -> R.Tensor(("q", 2), dtype="float32"):
                q = T.int64()
                w: R.Tensor((q, 2), dtype="float32") = cls.helper(v)
                return w

            y: R.Tensor((n, 2), dtype="float32") = inner(x)
            R.output(y)
        return y
""",
    "a PrimFunc (TVM's parser on its text), string shapes with T functions, an index map": """
@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def add_one(var_x: T.handle, var_out: T.handle):
        d0 = T.int64()
        x = T.match_buffer(var_x, (d0,), "int32")
        out = T.match_buffer(var_out, (d0,), "int32")
        for i in range(d0):
            with T.sblock("compute"):
                vi = T.axis.spatial(d0, i)
                T.reads(x[vi])
                T.writes(out[vi])
                out[vi] = x[vi] + 1

    @R.function
    def main(x: R.Tensor(("k",), dtype="int32"), y: R.Tensor((2, 3), dtype="float32")) -> R.Tensor(("T.max(k, 1)",), dtype="int32"):
        k = T.int64()
        cls = Module
        a = R.call_tir(cls.add_one, (x,), out_ty=R.Tensor((k,), dtype="int32"))
        b = R.layout_transform(y, index_map=T.index_map(lambda i, j: (j, i)), pad_value=None)
        c = R.match_cast(a, R.Tensor((T.max(k, 1),), dtype="int32"))
        return c
""",
}


@unittest.skipUnless(HAVE_TVM or REQUIRE_TVM, "TVM is not importable (run scripts/setup.sh)")
class FastParseTest(unittest.TestCase):
    def assert_as_tvm(self, text):
        fast = fast_parse.parse(text)
        tvm.ir.assert_structural_equal(fast, tvm.script.from_source(text), map_free_vars=True)
        return fast

    def test_modules_are_built_as_tvms_parser_builds_them(self):
        for what, body in MODULES.items():
            with self.subTest(what):
                self.assert_as_tvm(HEADER + body.lstrip("\n"))

    def test_a_function_parsed_before_is_reused_and_still_equal(self):
        text = HEADER + MODULES["if/else, match_cast with a new symbolic variable, annotated match_cast, R.Prim"].lstrip("\n")
        a, b = self.assert_as_tvm(text), self.assert_as_tvm(text)
        tvm.ir.assert_structural_equal(a, b, map_free_vars=True)

    def test_what_it_leaves_raises_unsupported(self):
        left = [
            "x = 1\n@I.ir_module\nclass Module:\n    pass\n",  # a module-level statement
            HEADER + "@I.ir_module\nclass Module:\n    @R.function\n    def main(x: R.Tensor((2,), dtype=\"int32\")):\n        a, b = x, x\n        return a\n",
            HEADER + "@I.ir_module\nclass Module:\n    @R.function\n    def main(x: R.Tensor((2,), dtype=\"int32\")):\n        y = x if True else x\n        return y\n",
            # a local function named as a bound variable (TVM's parser binds it to that Var)
            HEADER + "@I.ir_module\nclass Module:\n    @R.function\n    def main(x: R.Tensor((2,), dtype=\"int32\")):\n        f = x\n        @R.function\n        def f(y: R.Tensor((2,), dtype=\"int32\")):\n            return y\n        return x\n",
        ]
        for text in left:
            with self.subTest(text=text), self.assertRaises(fast_parse.Unsupported):
                fast_parse.parse(text)


@unittest.skipUnless(HAVE_TVM or REQUIRE_TVM, "TVM is not importable (run scripts/setup.sh)")
class ReaderTest(unittest.TestCase):
    TEXT = HEADER + MODULES["dataflow, tuples, constants, symbolic shapes from strings and a prelude"].lstrip("\n")

    def test_what_the_fast_reader_leaves_tvms_parser_reads(self):
        r = reader.Reader(tvm)
        r.sample = 0
        text = HEADER + "@I.ir_module\nclass Module:\n    @R.function\n    def main(x: R.Tensor((2,), dtype=\"int32\")):\n        a, b = x, x\n        return a\n"
        mod = r.read(text)
        tvm.ir.assert_structural_equal(mod, tvm.script.from_source(text), map_free_vars=True)
        self.assertEqual((r.counts["unsupported"], r.counts["fast"]), (1, 0))
        r.read(self.TEXT)
        self.assertEqual(r.counts["fast"], 1)

    def test_an_ill_formed_text_fails_as_in_tvms_parser(self):
        # An impure call in a pure function: parsed, then rejected by the well-formedness check.
        text = HEADER + "@I.ir_module\nclass Module:\n    @R.function(pure=True)\n    def main(x: R.Tensor((4,), dtype=\"float32\")):\n        R.print(x, format=\"{}\")\n        return x\n"
        with self.assertRaises(Exception) as fast:
            reader.Reader(tvm).read(text)
        with self.assertRaises(Exception) as tvms:
            tvm.script.from_source(text)
        self.assertEqual(type(fast.exception), type(tvms.exception))
        self.assertEqual(str(fast.exception), str(tvms.exception))
        self.assertIn("not well-formed", str(fast.exception))
        with self.assertRaises(StageError) as e:
            Worker().parse(text)
        self.assertEqual(e.exception.stage, "parse")
        self.assertIn("relax.analysis.well_formed", str(e.exception.exc))

    def test_the_sample_is_read_by_both_and_a_difference_is_a_fast_parse_error(self):
        r = reader.Reader(tvm)
        r.sample = 1
        r.read(self.TEXT)
        self.assertEqual(r.counts["sampled"], 1)
        other = HEADER + MODULES["if/else, match_cast with a new symbolic variable, annotated match_cast, R.Prim"].lstrip("\n")
        wrong = fast_parse.parse(other)
        with mock.patch.object(fast_parse, "parse", return_value=wrong):
            with self.assertRaises(reader.FastParseMismatch):
                r.read(self.TEXT)
            w = Worker()
            w.reader.sample = 1
            answer = w.handle({"op": "roundtrip", "text": self.TEXT})
        self.assertFalse(answer["ok"])
        self.assertEqual(answer["error"]["stage"], "fast-parse")

    def test_the_sample_is_deterministic(self):
        r = reader.Reader(tvm)
        r.sample = 8
        picks = [r.sampled(f"text {i}") for i in range(400)]
        self.assertEqual(picks, [r.sampled(f"text {i}") for i in range(400)])
        self.assertTrue(20 < sum(picks) < 80)


if __name__ == "__main__":
    unittest.main()
