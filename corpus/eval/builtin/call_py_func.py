# RXV: relax.call_py_func calls a Python function of the module's pyfuncs (a BasePyModule); rxv runs no Python, so a call is a run-time Unsupported error
# EXPECT: well-formed
# EVAL: main(float32[2]{1, -2}) -> error(Unsupported)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        a = R.call_py_func("relu", (x,), out_sinfo=R.Tensor((2,), dtype="float32"))
        return a
