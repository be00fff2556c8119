# A module whose StructInfo TVM and rxv infer alike (`rxv check --against-tvm` exits 0).
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), w: R.Tensor((4, 3), dtype="float32")) -> R.Tensor(("n", 3), dtype="float32"):
        n = T.int64()
        a = R.matmul(x, w)
        b = R.nn.relu(a)
        c = R.sum(b, axis=[1], keepdims=True)
        d = R.subtract(b, c)
        return d
