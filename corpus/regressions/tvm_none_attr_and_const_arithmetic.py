# RXV: `out_dtype=None` / `dtype=None` written where the Python default is None is the default (TVM's frontends print it; 12 of TVM's newest test modules were rejected with "must be a dtype string, got None"), and `R.const(15.0 / 14.0, "float32")` is Python arithmetic folded before TVM sees it (4 modules; issue 15)
# EXPECT: well-formed
# EXPECT-SINFO: main.a : R.Tensor((2, 2), dtype="float32")
# EVAL: main(float32[2,2]{1, 0, 0, 1}) -> float32[2,2]{1.5, 0, 0, 1.5}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 2), dtype="float32")) -> R.Tensor((2, 2), dtype="float32"):
        with R.dataflow():
            a = R.matmul(x, x, out_dtype=None)
            b: R.Tensor((2, 2), dtype="float32") = R.multiply(a, R.const(3.0 / 2, "float32"))
            gv: R.Tensor((2, 2), dtype="float32") = R.full_like(b, R.const(2 - 2, "float32"), dtype=None)
            out: R.Tensor((2, 2), dtype="float32") = R.add(b, gv)
            R.output(out)
        return out
