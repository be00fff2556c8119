# RXV: builtin_runtime ops on one process: stop_lift_params is its argument, wrap_param a cast (default float32), to_vdevice a copy of the values, invoke_pure_closure calls a closure, vm.call_tir_dyn calls a PrimFunc on the tensors and the shape's values, call_inplace_packed a PackedFunc writing into its argument, call_builtin_with_ctx a runtime builtin (none of the VM's is registered: MissingFunc)
# EXPECT: well-formed
# EVAL: markers(float32[3]{1.5, -2, 3}) -> (float32[3]{1.5, -2, 3}, float16[3]{1.5, -2, 3}, int32[3]{1, -2, 3}, float32[3]{1.5, -2, 3})
# EVAL: closure(int32[]{4}) -> int32[]{5}
# EVAL: fill(shape(3)) -> int32[3]{3, 3, 3}
# EVAL: inplace(float32[2]{1, 2}, float32[2]{10, 20}) -> float32[2]{11, 22}
# EVAL: with_ctx(float32[2]{1, 2}) -> error(MissingFunc)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    I.module_global_infos({"vdevice": [I.vdevice({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-unknown-linux-gnu", "tag": ""}, 0, "global")]})
    @T.prim_func(private=True)
    def tir_full(var_out: T.handle, n: T.int64):
        out = T.match_buffer(var_out, (n,), "int32")
        for i in range(n):
            with T.block("fill"):
                vi = T.axis.spatial(n, i)
                out[vi] = T.Cast("int32", n)

    @R.function
    def markers(x: R.Tensor((3,), dtype="float32")):
        a = R.builtin.stop_lift_params(x)
        b = R.wrap_param(x, dtype="float16")
        c = R.wrap_param(x, "int32")
        d = R.to_vdevice(x, "llvm:0")
        return (a, b, c, d)

    @R.function
    def add_one(y: R.Tensor((), dtype="int32")) -> R.Tensor((), dtype="int32"):
        z = R.add(y, R.const(1, "int32"))
        return z

    @R.function
    def closure(x: R.Tensor((), dtype="int32")) -> R.Tensor((), dtype="int32"):
        cls = Module
        clo = R.make_closure(cls.add_one, ())
        res = R.invoke_pure_closure(clo, (x,), sinfo_args=(R.Tensor((), dtype="int32"),))
        return res

    @R.function(pure=False)
    def fill(s: R.Shape(["m"])) -> R.Tensor(("m",), dtype="int32"):
        m = T.int64()
        cls = Module
        alloc: R.Tensor((m,), dtype="int32") = R.builtin.alloc_tensor(R.shape([m]), R.dtype("int32"), R.prim_value(0))
        _: R.Tuple = R.vm.call_tir_dyn(cls.tir_full, (alloc, R.shape([m])))
        return alloc

    @R.function
    def inplace(x: R.Tensor((2,), dtype="float32"), y: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        z = R.call_inplace_packed("rxv.test.add_inplace", x, y, inplace_indices=[0], sinfo_args=(R.Tensor((2,), dtype="float32"),))
        return z

    @R.function(pure=False)
    def with_ctx(x: R.Tensor((2,), dtype="float32")):
        gv = R.call_builtin_with_ctx("vm.builtin.dummy", (x,), sinfo_args=(R.Object,))
        return gv
