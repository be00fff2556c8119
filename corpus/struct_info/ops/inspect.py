# RXV: relax.inspect.*: PrimValues of DLPack's field types, with the value where the tensor's StructInfo knows it (TVM's inspect.cc): dtype code/bits (uint8), lanes (uint16), ndim (int32), shape[i] and stride[i] (int64; symbolic), byte/elem offset (uint64, 0 for a known shape); an axis past ndim is an error
# EXPECT-SINFO: main.a : R.Prim("uint8", value=T.uint8(2))
# EXPECT-SINFO: main.b : R.Prim("uint8", value=T.uint8(32))
# EXPECT-SINFO: main.c : R.Prim("uint16", value=T.uint16(1))
# EXPECT-SINFO: main.d : R.Prim("int32", value=T.int32(2))
# EXPECT-SINFO: main.e : R.Prim(value=n)
# EXPECT-SINFO: main.f : R.Prim(value=4)
# EXPECT-SINFO: main.g : R.Prim("uint64", value=T.uint64(0))
# EXPECT-SINFO: main.h : R.Prim("uint8")
# EXPECT-SINFO: main.i : R.Prim("int32")
# EXPECT-ERROR: SI-op @ 30:15
# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor(dtype="void")):
        n = T.int64()
        a = R.inspect.tensor_dtype_code(x)
        b = R.inspect.tensor_dtype_bits(x)
        c = R.inspect.tensor_dtype_lanes(x)
        d = R.inspect.tensor_ndim(x)
        e = R.inspect.tensor_shape_i(x, R.prim_value(0))
        f = R.inspect.tensor_stride_i(x, R.prim_value(0))
        g = R.inspect.tensor_byte_offset(x)
        h = R.inspect.tensor_dtype_code(y)
        i = R.inspect.tensor_ndim(y)
        bad = R.inspect.tensor_shape_i(x, R.prim_value(2))
        return x
