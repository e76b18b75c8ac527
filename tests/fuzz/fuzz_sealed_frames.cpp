/**
 * @file
 * @brief libFuzzer target: authenticated frames (docs/protocol.md, "Authenticated frames").
 *
 * The input makes a list of messages, seals them under one direction's key, and then
 * maybe tampers with the stream: flips a bit, drops, duplicates or swaps frames, seals one
 * under the other direction's key, or appends raw bytes. The stream is fed to a decoder
 * that requires authentication, in pieces whose sizes come from the input. Checked:
 *  - an untouched stream gives back every message, in order, and nothing else;
 *  - a tampered stream gives back an in-order prefix of the messages and then Fatal
 *    ("failed authentication" or a length over the cap), never a message that was not
 *    sent, never one out of order;
 *  - Fatal is sticky.
 */

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tests/fuzz/fuzz_check.hpp"
#include "engine/protocol/auth.hpp"
#include "engine/protocol/framing.hpp"

using iometry::protocol::FrameAuthenticator;
using iometry::protocol::FrameDecoder;
using nlohmann::json;

namespace {

void check(bool ok, const char* what) {
    iometry::fuzz::check(ok, "sealed frame", what);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedDataProvider in(data, size);
    static const auto keys =
        iometry::protocol::deriveChannelKeys("a-fuzzing-token-of-32-bytes-long", "s", "c", "B");

    std::vector<json> messages;
    const int count = in.ConsumeIntegralInRange<int>(1, 8);
    for (int i = 0; i < count; ++i)
    {
        // As encodeFrame() sends it: invalid UTF-8 in the text is replaced.
        const json m = {{"type", "m"}, {"i", i}, {"text", in.ConsumeRandomLengthString(64)}};
        messages.push_back(json::parse(m.dump(-1, ' ', false, json::error_handler_t::replace)));
    }

    FrameAuthenticator sealer(keys.managerToDynamo);
    FrameAuthenticator other(keys.dynamoToManager);
    std::vector<std::string> frames;
    for (const auto& m : messages) frames.push_back(iometry::protocol::encodeFrame(m, &sealer));

    const int attack = in.ConsumeIntegralInRange<int>(0, 6);
    bool tampered = true;
    switch (attack) {
        case 0: tampered = false; break;
        case 1: {  // flip one bit anywhere in one frame
            auto& f = frames[in.ConsumeIntegralInRange<std::size_t>(0, frames.size() - 1)];
            f[in.ConsumeIntegralInRange<std::size_t>(0, f.size() - 1)] ^=
                static_cast<char>(1u << in.ConsumeIntegralInRange<int>(0, 7));
            break;
        }
        case 2:  // drop one frame (not the last: dropping the last leaves a valid prefix)
            if (frames.size() < 2) tampered = false;
            else frames.erase(frames.begin() + static_cast<long>(in.ConsumeIntegralInRange<std::size_t>(0, frames.size() - 2)));
            break;
        case 3: {  // replay one frame right after itself
            const auto k = in.ConsumeIntegralInRange<std::size_t>(0, frames.size() - 1);
            frames.insert(frames.begin() + static_cast<long>(k), frames[k]);
            break;
        }
        case 4:  // swap two neighbours
            if (frames.size() < 2) tampered = false;
            else std::swap(frames[0], frames[1]);
            break;
        case 5:  // a frame sealed under the other direction's key (reflection)
            frames.push_back(iometry::protocol::encodeFrame(messages[0], &other));
            break;
        default:  // raw bytes after the stream
            frames.push_back(in.ConsumeRandomLengthString(128));
            tampered = !frames.back().empty();
            break;
    }
    std::string stream;
    for (const auto& f : frames) stream += f;

    FrameDecoder decoder;
    decoder.requireAuthentication(keys.managerToDynamo);
    std::size_t got = 0, pos = 0;
    bool fatal = false;
    while (pos < stream.size()) {
        const std::size_t piece = std::min(stream.size() - pos, in.ConsumeIntegralInRange<std::size_t>(1, 256));
        decoder.feed(std::string_view(stream).substr(pos, piece));
        pos += piece;
        for (;;) {
            json m;
            std::string error;
            const auto status = decoder.next(m, error);
            if (status == FrameDecoder::Status::NeedMore) break;
            if (status == FrameDecoder::Status::Fatal) {
                check(tampered, "an untouched stream was refused");
                check(!error.empty(), "Fatal says why");
                fatal = true;
                break;
            }
            check(status == FrameDecoder::Status::Frame, "a sealed frame of ours is a Frame");
            check(got < messages.size() && m == messages[got], "only what was sent, in order");
            ++got;
        }
        if (fatal) break;
    }
    if (fatal) {
        json m;
        std::string error;
        check(decoder.next(m, error) == FrameDecoder::Status::Fatal, "Fatal is sticky");
    } else if (!tampered) {
        check(got == messages.size(), "every message of an untouched stream arrives");
    }
    return 0;
}
