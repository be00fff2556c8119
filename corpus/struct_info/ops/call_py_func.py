# RXV: relax.call_py_func(func_name, args, out_sinfo): its StructInfo is the output StructInfo (each a Tensor with a shape, as TVM's builder requires); the name must be a string literal and the arguments a tuple (TVM's FValidate); pure
# EXPECT-SINFO: main.a : R.Tensor((n, 4), dtype="float32")
# EXPECT-SINFO: main.b : R.Tuple(R.Tensor((n,), dtype="float32"), R.Tensor((2,), dtype="int32"))
# EXPECT-ERROR: SI-op @ 20:13
# EXPECT-ERROR: SI-op @ 21:13
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32")):
        a = R.call_py_func("relu", (x,), out_sinfo=R.Tensor(("n", 4), dtype="float32"))
        b = R.call_py_func("split", (x, a), out_sinfo=[R.Tensor(("n",), dtype="float32"), R.Tensor((2,), dtype="int32")])
        return a

    @R.function
    def bad(x: R.Tensor((2, 4), dtype="float32")):
        e = R.call_py_func("f", (x,), out_sinfo=R.Tensor(dtype="float32", ndim=2))
        f = R.call_py_func("f", (x,), out_sinfo=R.Object)
        return x
