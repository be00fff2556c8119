# rxv diff data: the integer ops (wrapping, truncating and flooring division by negative divisors) in fused regions.
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((3, 7), dtype="int32"), y: R.Tensor((7,), dtype="int32")):
        with R.dataflow():
            yz0 = R.abs(y)
            yz1 = R.add(yz0, R.const(1, "int32"))
            yz = R.subtract(yz1, R.const(10, "int32"))
            yq = R.add(yz, R.const(0, "int32"))
            a0 = R.abs(x)
            a1 = R.negative(x)
            b1 = R.floor(x)
            b2 = R.ceil(x)
            b3 = R.round(x)
            b4 = R.sign(x)
            b5 = R.square(x)
            b6 = R.logical_not(b1)
            b9 = R.clip(x, R.prim_value(T.int32(-1)), R.prim_value(T.int32(2)))
            c0 = R.add(x, y)
            c1 = R.subtract(x, y)
            c2 = R.multiply(x, y)
            c3 = R.divide(x, yz)
            c4 = R.floor_divide(x, yz)
            c5 = R.floor_mod(x, yz)
            c7 = R.maximum(x, y)
            c8 = R.minimum(x, y)
            c9 = R.equal(b1, b2)
            d0 = R.less(x, y)
            d1 = R.greater_equal(x, y)
            d2 = R.logical_and(b1, y)
            d3 = R.logical_or(b1, y)
            d4 = R.where(d0, x, y)
            d5 = R.sum(x, axis=[0])
            d6 = R.mean(x, axis=[1], keepdims=True)
            d7 = R.max(x)
            d8 = R.min(x, axis=[1])
            d9 = R.prod(b9, axis=[0])
            e0 = R.argmax(x, axis=0)
            e1 = R.argmin(x)
            e2 = R.cumsum(x, axis=1)
            e3 = R.cumsum(x, axis=0, exclusive=True)
            gv = (a0, a1, b1, b2, b3, b4, b5, b6, b9, c0, c1, c2, c3, c4, c5, c7, c8, c9, d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, e0, e1, e2, e3)
            R.output(gv)
        return gv
