# TVM finding (tvm-llvm): relax.build with TVM's default pipeline fails on any module with a local
# function (a closure): "VMShapeLower do not work for local functions, make sure to run it after
# LambdaLift". The default pipeline does not run LambdaLift before VMShapeLower.
from _build_common import check_build

check_build('''
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2,), "float32")):
        @R.function
        def f(y: R.Tensor((2,), "float32")) -> R.Tensor((2,), "float32"):
            return R.add(y, y)
        z = f(x)
        return z
''', "relax.build fails on a local function (LambdaLift missing from the default pipeline)")
