# RXV: without its module-level TypeVar declaration a shape variable in a signature is undefined
# EXPECT-READ-ERROR: 7:27: undefined shape variable 'k'
n = TypeVar("n")
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((k,), dtype="float32")) -> R.Tensor((k,), dtype="float32"):
        return x
