/**
 * @file
 * @brief libFuzzer target: IOmeter's wire codec (engine/iometer/wire.hpp, docs/iometer-files.md
 *        "IOmeter's dynamos").
 *
 * The input becomes the first bytes of a Data_Message (the rest zero: its header, the
 * Manager_Info, the Test_Spec, the first Target_Specs, the results' counts all lie there), and
 * of a Message. Every decoder reads it; the invariants checked are:
 *  - no decoder crashes or reads out of bounds, whatever the counts and strings say;
 *  - what a decoder accepts its encoder writes back, and that decodes and encodes to the
 *    same bytes again (a fixed point after one round: the encoders normalise what the wire
 *    leaves free, such as the bytes after a string's NUL);
 *  - a decoded list never holds more than its maximum.
 */

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "engine/iometer/wire.hpp"
#include "tests/fuzz/fuzz_check.hpp"

namespace wire = iometry::iometer;

namespace {

void check(bool ok, const char* what) {
    iometry::fuzz::check(ok, "iometer wire", what);
}

bool sameBytes(const wire::DataMessage& a, const wire::DataMessage& b) {
    return std::equal(a.bytes().begin(), a.bytes().end(), b.bytes().begin(), b.bytes().end());
}

/** decode → encode → decode → encode: the two encodings agree. */
template <class Decode, class Encode>
void roundTrip(const wire::DataMessage& m, Decode decode, Encode encode, const char* what) {
    const auto first = decode(m);
    if (!first) {
        check(!first.error().empty(), what);
        return;
    }
    const auto encoded = encode(*first);
    check(encoded.ok(), what);
    const auto second = decode(*encoded);
    check(second.ok(), what);
    const auto again = encode(*second);
    check(again.ok() && sameBytes(*encoded, *again), what);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size >= wire::kMessageBytes) {
        const auto m = wire::decodeMessage({data, wire::kMessageBytes});
        check(m.ok(), "8 bytes are a Message");
        const auto b = m->encode();
        check(std::memcmp(b.data(), data, 8) == 0, "a Message encodes to its bytes");
        (void)wire::purposeName(m->purpose);
        (void)wire::versionAccepted(m->data);
        (void)wire::versionText(m->data);
    }
    wire::DataMessage m;
    std::copy_n(data, std::min(size, m.bytes().size()), m.bytes().begin());

    roundTrip(m, wire::decodeTestSpec, wire::encodeTestSpec, "Test_Spec round trip");
    roundTrip(m, wire::decodeWorkerResults, wire::encodeWorkerResults, "Worker_Results round trip");
    roundTrip(m, wire::decodeManagerResults, wire::encodeManagerResults,
              "Manager_Results round trip");
    roundTrip(
        m,
        [](const wire::DataMessage& d) {
            auto info = wire::decodeManagerInfo(d);
            return info;
        },
        wire::encodeManagerInfo, "Manager_Info round trip");
    const auto targets = wire::decodeTargets(m);
    if (targets) {
        check(targets->size() <= static_cast<std::size_t>(wire::kMaxTargets), "target count");
        const auto again = wire::encodeTargets(*targets);
        check(again.ok(), "accepted targets encode");
        // A Target_Spec goes back byte for byte: a manager echoes what the dynamo reported.
        check(std::equal(again->payload().begin(),
                         again->payload().begin() +
                             static_cast<std::ptrdiff_t>(targets->size() * wire::kTargetSpecBytes),
                         m.payload().begin()),
              "targets echo byte for byte");
    }
    return 0;
}
