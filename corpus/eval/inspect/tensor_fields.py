# RXV: relax.inspect.*: a tensor's DLTensor fields (DLPack dtype code and bits, lanes, ndim, shape[i], row-major stride[i], byte and element offset); a tensor allocated in a storage at byte 8 reports that offset where its shape is unknown statically (TVM's runtime), and 0 where it is known (TVM's StructInfo states 0 and its normalizer folds the call)
# EXPECT: well-formed
# EVAL: fields(float32[2,3]{0, 1, 2, 3, 4, 5}) -> (uint8(2), uint8(32), uint16(1), int32(2), int64(3), int64(3), int64(1), uint64(0), uint64(0))
# EVAL: bools(bool[4]{true, false, true, true}) -> (uint8(6), uint8(8))
# EVAL: offsets(float32[2]{1, 2}) -> (uint64(0), uint64(8), uint64(2))
# EVAL: bad_axis(float32[2,3]{0, 1, 2, 3, 4, 5}) -> error(IndexOutOfRange)
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def fields(x: R.Tensor(dtype="float32", ndim=2)):
        a = R.inspect.tensor_dtype_code(x)
        b = R.inspect.tensor_dtype_bits(x)
        c = R.inspect.tensor_dtype_lanes(x)
        d = R.inspect.tensor_ndim(x)
        e = R.inspect.tensor_shape_i(x, R.prim_value(1))
        f = R.inspect.tensor_stride_i(x, R.prim_value(0))
        g = R.inspect.tensor_stride_i(x, R.prim_value(1))
        h = R.inspect.tensor_byte_offset(x)
        i = R.inspect.tensor_elem_offset(x)
        return (a, b, c, d, e, f, g, h, i)

    @R.function
    def bools(x: R.Tensor((4,), dtype="bool")):
        a = R.inspect.tensor_dtype_code(x)
        b = R.inspect.tensor_dtype_bits(x)
        return (a, b)

    @R.function
    def offsets(x: R.Tensor((2,), dtype="float32")):
        storage: R.Object = R.memory.alloc_storage(R.shape([16]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        t: R.Tensor((2,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(8), R.shape([2]), R.dtype("float32"))
        u: R.Tensor(dtype="float32", ndim=1) = t
        k = R.inspect.tensor_byte_offset(t)
        a = R.inspect.tensor_byte_offset(u)
        b = R.inspect.tensor_elem_offset(u)
        return (k, a, b)

    @R.function
    def bad_axis(x: R.Tensor(dtype="float32", ndim=-1)):
        a = R.inspect.tensor_shape_i(x, R.prim_value(2))
        return a
