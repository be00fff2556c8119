"""The worker's build_run op (issue 18): relax.build for llvm, a run on TVM's VM, executables
cached by structural hash (one build for every shape binding), typed failures (build, run,
request). Run: .venv/bin/python -m unittest discover bridges/tvm/tests"""

import os
import tempfile
import unittest

try:
    import numpy as np
    import tvm  # noqa: F401

    HAVE_TVM = True
except ImportError:
    HAVE_TVM = False
REQUIRE_TVM = os.environ.get("RXV_REQUIRE_TVM") == "1"

SYMBOLIC = """
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32")):
        n = T.int64()
        y = R.add(x, x)
        return (R.multiply(y, x), R.shape([n]))
"""

# TVM's default pipeline does not legalize R.abs when the variable's annotation drops the shape:
# relax.build fails on a module TVM itself calls well-formed (docs/tvm-findings.md).
NOT_BUILT = """
@I.ir_module
class Module:
    @R.function
    def main(v1: R.Tensor((1,), dtype="float32")):
        v2: R.Tensor(dtype="float32", ndim=1) = R.abs(v1)
        return v1
"""

FAILS_AT_RUN_TIME = """
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")):
        y = R.match_cast(x, R.Tensor((3,), dtype="float32"))
        return y
"""


@unittest.skipUnless(HAVE_TVM or REQUIRE_TVM, "TVM is not importable (run scripts/setup.sh)")
class BuildRunTest(unittest.TestCase):
    def setUp(self):
        from rxv_tvm.worker import Worker

        self.w = Worker()
        self.dir = tempfile.mkdtemp()

    def tensor(self, name, array):
        path = os.path.join(self.dir, name + ".npy")
        np.save(path, array)
        return {"tensor": path}

    def run_op(self, text, inputs):
        return self.w.handle({"op": "build_run", "text": text, "inputs": inputs,
                              "output_dir": self.dir})

    def test_one_build_serves_every_shape_binding(self):
        for n, hit in [(2, False), (5, True), (1, True)]:
            x = np.arange(n * 3, dtype="float32").reshape(n, 3) - 2
            r = self.run_op(SYMBOLIC, [self.tensor("x", x)])
            self.assertTrue(r["ok"], r)
            self.assertEqual(r["cache_hit"], hit)
            out = r["output"]["tuple"]
            np.testing.assert_array_equal(np.load(out[0]["tensor"]), (x + x) * x)
            self.assertEqual(out[1], {"shape": [n]})
        self.assertEqual(r["stats"]["builds"], 1)
        self.assertEqual(r["stats"]["hits"], 2)

    def test_a_compile_error_is_typed_and_cached(self):
        x = self.tensor("v1", np.ones((1,), "float32"))
        r = self.run_op(NOT_BUILT, [x])
        self.assertFalse(r["ok"])
        self.assertEqual(r["error"]["stage"], "build")
        self.assertIn("R.abs", r["error"]["message"])
        self.assertFalse(r["cache_hit"])
        again = self.run_op(NOT_BUILT, [x])
        self.assertEqual(again["error"]["stage"], "build")
        self.assertTrue(again["cache_hit"])

    def test_a_run_error_is_typed(self):
        r = self.run_op(FAILS_AT_RUN_TIME, [self.tensor("x", np.ones((2,), "float32"))])
        self.assertFalse(r["ok"])
        self.assertEqual(r["error"]["stage"], "run")
        ok = self.run_op(FAILS_AT_RUN_TIME, [self.tensor("x", np.ones((3,), "float32"))])
        self.assertTrue(ok["ok"], ok)
        self.assertTrue(ok["cache_hit"])

    def test_bad_requests(self):
        r = self.w.handle({"op": "build_run", "text": SYMBOLIC, "output_dir": self.dir})
        self.assertEqual(r["error"]["stage"], "request")
        r = self.run_op(SYMBOLIC, [{"tensor": os.path.join(self.dir, "missing.npy")}])
        self.assertEqual(r["error"]["stage"], "request")
        r = self.run_op(SYMBOLIC, [{"what": 1}])
        self.assertEqual(r["error"]["stage"], "request")
        r = self.run_op("not a module", [])
        self.assertEqual(r["error"]["stage"], "parse")


if __name__ == "__main__":
    unittest.main()
