# RXV: LegalizeOps of R.nn.relu on a static (1, 64, 112, 112) tensor: 802,816 elements, over the
# RXV: old 2^18-element input budget (then unknown); the value tests are bounded by work, so the
# RXV: cases the budget affords are run and the pair is decided
# EXPECT: well-formed
# TV: validated
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((1, 64, 112, 112), dtype="float32")) -> R.Tensor((1, 64, 112, 112), dtype="float32"):
        with R.dataflow():
            gv = R.nn.relu(x)
            R.output(gv)
        return gv
