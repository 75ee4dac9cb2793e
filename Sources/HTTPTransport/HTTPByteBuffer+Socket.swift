import HTTP1Codec

extension HTTPByteBuffer {
    /// Lets a socket append straight into the buffer.
    mutating func withAppendableArray<R>(_ body: (inout [UInt8]) throws(SocketError) -> R) throws(SocketError) -> R {
        try withAppendableBytes(body)
    }
}
