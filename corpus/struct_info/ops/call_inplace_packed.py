# RXV: relax.call_inplace_packed(func, args..., inplace_indices): the callee's result (sinfo_args for a PackedFunc), which must describe each in-place argument; indices in [-1, #args), distinct, not all -1 (TVM's InferStructInfoCallInplacePacked)
# EXPECT-SINFO: main.z : R.Tensor((n,), dtype="float32")
# EXPECT-ERROR: SI-op @ 20:13
# EXPECT-ERROR: SI-op @ 21:13
# EXPECT-ERROR: SI-op @ 22:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), y: R.Tensor(("n",), dtype="float32")):
        n = T.int64()
        z = R.call_inplace_packed("rxv.test.add_inplace", x, y, inplace_indices=[0], sinfo_args=(R.Tensor((n,), dtype="float32"),))
        return z

    @R.function
    def bad(x: R.Tensor((2,), dtype="float32"), y: R.Tensor((2,), dtype="float32")):
        a = R.call_inplace_packed("f", x, y, inplace_indices=[2], sinfo_args=(R.Tensor((2,), dtype="float32"),))
        b = R.call_inplace_packed("f", x, y, inplace_indices=[-1], sinfo_args=(R.Tensor((2,), dtype="float32"),))
        c = R.call_inplace_packed("f", x, y, inplace_indices=[0], sinfo_args=(R.Tensor((3,), dtype="float32"),))
        return x
