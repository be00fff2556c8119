# RXV: relax.ccl.allgather / scatter_from_worker0 / broadcast_from_worker0 on one worker: the input when num_workers is 1; num_workers > 1 needs that many workers and is an Unsupported error, not a value
# EXPECT: well-formed
# EVAL: main(int32[2,3]{1, 2, 3, 4, 5, 6}) -> (int32[2,3]{1, 2, 3, 4, 5, 6}, int32[2,3]{1, 2, 3, 4, 5, 6}, int32[2,3]{1, 2, 3, 4, 5, 6})
# EVAL: gather2(int32[2]{1, 2}) -> error(Unsupported)
# EVAL: scatter2(int32[2]{1, 2}) -> error(Unsupported)
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3), dtype="int32")) -> R.Tuple(R.Tensor((2, 3), dtype="int32"), R.Tensor((2, 3), dtype="int32"), R.Tensor((2, 3), dtype="int32")):
        a = R.ccl.allgather(x, num_workers=1)
        b = R.ccl.scatter_from_worker0(x, num_workers=1, axis=1)
        c = R.ccl.broadcast_from_worker0(x)
        return (a, b, c)

    @R.function
    def gather2(x: R.Tensor((2,), dtype="int32")) -> R.Tensor((4,), dtype="int32"):
        a = R.ccl.allgather(x, num_workers=2)
        return a

    @R.function
    def scatter2(x: R.Tensor((2,), dtype="int32")) -> R.Tensor((1,), dtype="int32"):
        a = R.ccl.scatter_from_worker0(x, num_workers=2)
        return a
