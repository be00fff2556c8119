# RXV: R.make_closure binds the captured values to the function's last parameters (TVM's LambdaLift appends the captured variables to the lifted function's parameters; its VM's make_closure binds them after the call's arguments, VMClosure::BindLastArgs). rxv bound the first ones: 15 false refinement findings in 105 s of `rxv fuzz --pass tvm:LambdaLift` (issue 16)
# EXPECT: well-formed
# EVAL: main(float32[2]{1, 2}, float32[2]{10, 20}) -> float32[2]{-9, -18}
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def lifted(x: R.Tensor((2,), dtype="float32"), c: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        s = R.subtract(x, c)
        return s

    @R.function
    def main(x: R.Tensor((2,), dtype="float32"), c: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        cls = Module
        clo = R.make_closure(cls.lifted, (c,))
        r = R.invoke_pure_closure(clo, (x,), sinfo_args=(R.Tensor((2,), dtype="float32"),))
        return r
