# RXV: relax.call_tir_with_grad had no op-table entry (its R.Object result failed the R.sum after it in 5 of TVM's newest test modules, test_transform_gradient_te_register), and `T.if_then_else(c, a, b, dtype="float32")` was rejected although TVMScript's wrapper drops dtype= (4 modules; issue 15)
# EXPECT: well-formed
# EXPECT-SINFO: main.y : R.Tensor((4,), dtype="float32")
# EVAL: main(float32[4]{-1, 2, -3, 4}) -> float32[]{6}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def relu(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
        for i in range(4):
            with T.block("compute"):
                vi = T.axis.spatial(4, i)
                B[vi] = T.if_then_else(A[vi] > T.float32(0), A[vi], T.float32(0), dtype="float32")

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((), dtype="float32"):
        cls = Module
        with R.dataflow():
            y = R.call_tir_with_grad(cls.relu, (x,), out_sinfo=R.Tensor((4,), dtype="float32"), te_grad_name="relu_grad")
            gv: R.Tensor((), dtype="float32") = R.sum(y)
            R.output(gv)
        return gv
