# rxv diff data: nn, creation and manipulation ops lowered to Halide (astype, reshape, permute_dims, expand_dims, squeeze, flatten, broadcast_to, relu, silu, leakyrelu, gelu_tanh, selu, softplus, softmax, log_softmax, conv2d, max_pool2d, avg_pool2d).
# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 3, 9, 10), dtype="float32"), w: R.Tensor((4, 3, 3, 3), dtype="float32")):
        with R.dataflow():
            c = R.nn.conv2d(x, w, strides=[1, 2], padding=[1, 1, 1, 1])
            r = R.nn.relu(c)
            s = R.nn.silu(c)
            lr = R.nn.leakyrelu(c, alpha=0.1)
            ch = R.astype(c, dtype="float16")
            lh = R.nn.leakyrelu(ch, alpha=0.1)
            gt = R.nn.gelu_tanh(c)
            gth = R.nn.gelu_tanh(ch)
            se = R.nn.selu(ch)
            sp = R.nn.softplus(c, beta=2.0, threshold=3.0)
            p = R.nn.max_pool2d(r, pool_size=[2, 2], strides=[2, 2], padding=[0, 0, 1, 1])
            q = R.nn.avg_pool2d(s, pool_size=[3, 3], strides=[1, 1], padding=[1, 1, 1, 1])
            f = R.reshape(p, R.shape([2, 60]))
            sm = R.nn.softmax(f, axis=1)
            ls = R.nn.log_softmax(q, axis=-1)
            t = R.permute_dims(q, axes=[0, 2, 3, 1])
            e = R.expand_dims(f, axis=[1])
            z = R.squeeze(e, axis=[1])
            fl = R.flatten(t)
            h = R.astype(sm, dtype="float16")
            i = R.astype(q, dtype="int32")
            bt = R.broadcast_to(R.const([1.0, 2.0], "float32"), R.shape([3, 2]))
            gv = (c, r, s, lr, lh, gt, gth, se, sp, p, q, f, sm, ls, t, e, z, fl, h, i, bt)
            R.output(gv)
        return gv
