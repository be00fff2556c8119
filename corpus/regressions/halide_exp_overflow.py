# RXV: Halide backend: exp overflows to inf (Halide's exp gave 0 for large and infinite arguments), so sigmoid(-100) is 0 and silu(-100) is -0 (rxv diff corpus)
# EXPECT: well-formed
# EVAL: main(float32[4]{100, inf, -200, nan}) -> (float32[4]{inf, inf, 0, nan}, float32[4]{1, 1, 0, nan}, float32[1]{0})
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            a = R.exp(x)
            b = R.sigmoid(x)
            c = R.sigmoid(R.const([-100.0], "float32"))
            gv = (a, b, c)
            R.output(gv)
        return gv
