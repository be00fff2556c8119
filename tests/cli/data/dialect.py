# The spellings that differ between `rxv print --dialect classic` and `--dialect tvm-0.27`.
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add_one(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), B: T.Buffer((T.int64(2), T.int64(3)), "float32")):
        for i, j in T.grid(T.int64(2), T.int64(3)):
            with T.block("B"):
                vi, vj = T.axis.remap("SS", [i, j])
                B[vi, vj] = A[vi, vj] + T.float32(1)

    @T.prim_func
    def copy(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), B: T.Buffer((T.int64(2), T.int64(3)), "float32")):
        for i, j in T.grid(T.int64(2), T.int64(3)):
            B[i, j] = A[i, j]

    @R.function
    def main(x: R.Tensor((2, 3), dtype="float32"), w: R.Tensor((3, 3), dtype="float32")) -> R.Tensor((3, 2), dtype="float32"):
        cls = Module
        a = R.call_tir(cls.add_one, (x,), out_sinfo=R.Tensor((2, 3), dtype="float32"))
        b = R.call_tir(cls.copy, (a,), out_sinfo=R.Tensor((2, 3), dtype="float32"))
        c: R.Tensor((2, 3), dtype="float32") = R.matmul(b, w, out_dtype="void")
        d: R.Tensor((2, 3), dtype="float32") = R.call_pure_packed("my_identity", c, sinfo_args=(R.Tensor((2, 3), dtype="float32"),))
        e: R.Tensor((3, 2), dtype="float32") = R.layout_transform(d, index_map=T.index_map(lambda i, j: (j, i)), pad_value=None, axis_separators=[], input_axis_separators=[])
        return e
