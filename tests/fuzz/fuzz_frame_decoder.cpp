/**
 * @file
 * @brief libFuzzer target: the control channel's frame decoder (docs/protocol.md, "Frames").
 *
 * The input is cut into a frame cap and a stream of pieces whose sizes come from the input
 * itself, so frames arrive split at every possible place, as TCP may deliver them. A
 * reference decoder, written independently here, says what each next() must return;
 * the invariants checked are:
 *  - a Frame or BadFrame consumes exactly one length-prefixed frame, never longer than the cap;
 *  - buffered() is always what was fed minus what the frames consumed;
 *  - a length over the cap is Fatal, Fatal is sticky, and feed() after it adds nothing;
 *  - a Frame is a JSON object with a string "type", and encodeFrame() of it decodes back
 *    to the same message.
 */

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>

#include "tests/fuzz/fuzz_check.hpp"
#include "engine/protocol/framing.hpp"

using iometry::protocol::FrameDecoder;

namespace {

void check(bool ok, const char* what) {
    iometry::fuzz::check(ok, "frame decoder", what);
}

std::uint32_t lengthAt(const std::string& s, std::size_t pos) {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data() + pos);
    return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) |
           (std::uint32_t{p[2]} << 8) | std::uint32_t{p[3]};
}

// Decodes @p frame alone with a fresh decoder and returns the message it holds.
nlohmann::json decodeAlone(const std::string& frame) {
    FrameDecoder decoder;
    decoder.feed(frame);
    nlohmann::json message;
    std::string error;
    check(decoder.next(message, error) == FrameDecoder::Status::Frame, "re-encoded frame decodes");
    check(decoder.buffered() == 0, "re-encoded frame is consumed whole");
    return message;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedDataProvider in(data, size);
    // A small cap most of the time, so that Fatal is reached; sometimes the real one.
    const std::uint32_t cap = in.ConsumeBool() ? in.ConsumeIntegralInRange<std::uint32_t>(0, 512)
                                               : iometry::protocol::kMaxFrameBytes;
    FrameDecoder decoder(cap);

    std::string fed;      // every byte fed so far (reference copy)
    std::size_t pos = 0;  // where the reference decoder stands in `fed`
    bool fatal = false;
    while (in.remaining_bytes() > 0) {
        const auto pieceSize = in.ConsumeIntegralInRange<std::size_t>(0, 64);
        const std::string piece = in.ConsumeBytesAsString(pieceSize);
        decoder.feed(piece);
        if (!fatal) fed += piece;
        check(decoder.buffered() == fed.size() - pos, "buffered() after feed");

        // Take out everything that is complete, as Connection does after each read.
        for (;;) {
            nlohmann::json message;
            std::string error;
            const std::size_t before = decoder.buffered();
            const auto status = decoder.next(message, error);
            if (fatal) {
                check(status == FrameDecoder::Status::Fatal, "Fatal is sticky");
                check(!error.empty(), "Fatal says why");
                check(decoder.buffered() == before, "Fatal consumes nothing");
                break;
            }
            const std::size_t available = fed.size() - pos;
            if (available < 4) {
                check(status == FrameDecoder::Status::NeedMore, "NeedMore without a length");
                break;
            }
            const std::uint32_t length = lengthAt(fed, pos);
            if (length > cap) {
                check(status == FrameDecoder::Status::Fatal, "a length over the cap is Fatal");
                check(!error.empty(), "Fatal says why");
                fatal = true;
                continue;  // the next call must say Fatal again
            }
            if (available < 4 + std::size_t{length}) {
                check(status == FrameDecoder::Status::NeedMore, "NeedMore for a partial frame");
                check(decoder.buffered() == before, "NeedMore consumes nothing");
                break;
            }
            check(status == FrameDecoder::Status::Frame || status == FrameDecoder::Status::BadFrame,
                  "a whole frame is Frame or BadFrame");
            check(before - decoder.buffered() == 4 + std::size_t{length},
                  "a frame consumes its length prefix and body exactly");
            check(length <= cap, "no frame longer than the cap");
            const std::string body = fed.substr(pos + 4, length);
            pos += 4 + std::size_t{length};
            if (status == FrameDecoder::Status::BadFrame) {
                check(!error.empty(), "BadFrame says why");
                continue;
            }
            check(message.is_object(), "a Frame is an object");
            check(message.contains("type") && message["type"].is_string(), "a Frame has a type");
            check(message == nlohmann::json::parse(body), "the message is the frame's body");
            check(decodeAlone(iometry::protocol::encodeFrame(message)) == message,
                  "encodeFrame round trip");
        }
        check(decoder.buffered() == fed.size() - pos, "buffered() after next");
    }
    return 0;
}
