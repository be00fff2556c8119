# RXV: `R.ExternFunc(name, R.Callable(...))` declares the extern function's StructInfo (here pure, with TVM's view derivation, which rxv does not model: the result is R.Object); rxv took only the name ("takes at most 1 positional argument", 5 of TVM's test modules, test_op_view; issue 15)
# EXPECT: well-formed
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(a: R.Tensor((16,), dtype="float32")):
        b = R.ExternFunc("runtime.TVMTensorCreateView", R.Callable(derive_func="tvm.relax.struct_info.infer_view_sinfo", purity=True))(a, R.shape([4, 4]), R.dtype("float32"), R.prim_value(0))
        c = R.ExternFunc("my_func", R.Callable([R.Tensor((16,), dtype="float32")], R.Tensor((16,), dtype="float32"), True))(a)
        d: R.Tensor((16,), dtype="float32") = R.add(c, a)
        return d
