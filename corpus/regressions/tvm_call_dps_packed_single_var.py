# RXV: `R.call_dps_packed("f", lv0, ...)` where lv0 is an unannotated variable bound to a call_dps_packed of one tensor: TVM's builder knows lv0 is a tensor and wraps it into the argument tuple; rxv kept the Var and reported "the arguments must be a tuple" (9 of TVM's test modules; issue 15)
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((8, 8), dtype="float32")) -> R.Tensor((8, 8), dtype="float32"):
        with R.dataflow():
            lv0 = R.call_dps_packed("my_relu", (x,), R.Tensor((8, 8), dtype="float32"))
            lv1 = R.call_dps_packed("my_exp", (lv0), R.Tensor((8, 8), dtype="float32"))
            gv: R.Tensor((8, 8), dtype="float32") = R.call_dps_packed("my_exp", lv1, R.Tensor((8, 8), dtype="float32"))
            R.output(gv)
        return gv
