# RXV: `for iters in T.grid(*A.shape)` with `T.axis.remap("SS", iters)`: Python's star expansion of a buffer's shape and one name for all the loop variables were rejected ("unsupported Python construct: *args"; 18 of TVM's newest test modules, test_transform_cse / test_op_index; issue 15)
# EXPECT: well-formed
# EVAL: main(int32[2,3]{1, 2, 3, 4, 5, 6}, int32[2,3]{1, 1, 1, 2, 2, 2}) -> int32[2,3]{1, 2, 3, 8, 10, 12}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def product(A: T.Buffer((2, 3), "int32"), B: T.Buffer((2, 3), "int32"), C: T.Buffer((2, 3), "int32")):
        for iters in T.grid(*A.shape):
            with T.block("compute"):
                i, j = T.axis.remap("SS", iters)
                C[i, j] = A[i, j] * B[i, j]

    @R.function
    def main(a: R.Tensor((2, 3), dtype="int32"), b: R.Tensor((2, 3), dtype="int32")) -> R.Tensor((2, 3), dtype="int32"):
        cls = Module
        c = R.call_tir(cls.product, (a, b), out_sinfo=R.Tensor((2, 3), dtype="int32"))
        return c
