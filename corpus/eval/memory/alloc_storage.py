# RXV: relax.memory.alloc_storage / memory.alloc_tensor: tensors allocated in one storage are views of its bytes (TVM's StorageObj::AllocTensor): a PrimFunc writing through one is what the other reads; a tensor that does not fit is an error
# EXPECT: well-formed
# EVAL: alias(float32[4]{1, 2, 3, 4}) -> float32[4]{1, 2, 3, 4}
# EVAL: offset(float32[2]{5, 6}) -> float32[4]{0, 0, 5, 6}
# EVAL: too_big(float32[4]{1, 2, 3, 4}) -> error(IndexOutOfRange)
# EVAL: vm_storage(float32[4]{1, 2, 3, 4}) -> float32[4]{1, 2, 3, 4}
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def copy(x: T.Buffer((T.int64(4),), "float32"), y: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("copy"):
                vi = T.axis.spatial(T.int64(4), i)
                y[vi] = x[vi]

    @T.prim_func(private=True)
    def fill2(x: T.Buffer((T.int64(2),), "float32"), y: T.Buffer((T.int64(2),), "float32")):
        for i in range(T.int64(2)):
            with T.block("fill"):
                vi = T.axis.spatial(T.int64(2), i)
                y[vi] = x[vi]

    @T.prim_func(private=True)
    def zero2(y: T.Buffer((T.int64(2),), "float32")):
        for i in range(T.int64(2)):
            with T.block("zero"):
                vi = T.axis.spatial(T.int64(2), i)
                y[vi] = T.float32(0)

    @R.function(pure=False)
    def alias(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        storage: R.Object = R.memory.alloc_storage(R.shape([16]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        a: R.Tensor((4,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([4]), R.dtype("float32"))
        b: R.Tensor((4,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([4]), R.dtype("float32"))
        _: R.Tuple = cls.copy(x, a)
        _1: R.Tuple = R.memory.kill_tensor(a)
        _2: R.Tuple = R.memory.kill_storage(storage)
        return b

    @R.function(pure=False)
    def offset(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        storage: R.Object = R.memory.alloc_storage(R.shape([16]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        whole: R.Tensor((4,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([4]), R.dtype("float32"))
        low: R.Tensor((2,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2]), R.dtype("float32"))
        high: R.Tensor((2,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(8), R.shape([2]), R.dtype("float32"))
        _: R.Tuple = cls.zero2(low)
        _1: R.Tuple = cls.fill2(x, high)
        return whole

    @R.function(pure=False)
    def too_big(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        storage: R.Object = R.memory.alloc_storage(R.shape([16]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        a: R.Tensor((4,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(4), R.shape([4]), R.dtype("float32"))
        return a

    @R.function(pure=False)
    def vm_storage(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        storage: R.Object = R.vm.alloc_storage(R.shape([4]), R.prim_value(0), R.dtype("float32"), R.str("global"))
        a: R.Tensor((4,), dtype="float32") = R.vm.alloc_tensor(storage, R.prim_value(0), R.shape([4]), R.dtype("float32"))
        _: R.Tuple = cls.copy(x, a)
        _1: R.Tuple = R.vm.kill_object(storage)
        return a
