#include "engine/document/text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>

namespace iometry::article {

namespace {

TextArg numberArg(TextArg::Kind kind, double value, int decimals = 0) {
    TextArg a;
    a.kind = kind;
    a.number = value;
    a.decimals = decimals;
    return a;
}

}  // namespace

Text& Text::arg(std::string value) {
    TextArg a;
    a.kind = TextArg::Kind::Verbatim;
    a.verbatim = std::move(value);
    args.push_back(std::move(a));
    return *this;
}

Text& Text::num(double value, int decimals) {
    args.push_back(numberArg(TextArg::Kind::Number, value, decimals));
    return *this;
}

Text& Text::bytes(double value) {
    args.push_back(numberArg(TextArg::Kind::Bytes, value));
    return *this;
}

Text& Text::seconds(double value) {
    args.push_back(numberArg(TextArg::Kind::Seconds, value));
    return *this;
}

Text& Text::arg(Text value) {
    TextArg a;
    a.kind = TextArg::Kind::Text;
    a.text = std::make_shared<const Text>(std::move(value));
    args.push_back(std::move(a));
    return *this;
}

Text text(const char* source) { return Text{"Article", source, {}}; }

Text text(const char* context, const char* source) { return Text{context, source, {}}; }

Text verbatim(std::string value) { return Text{"", "%1", {}}.arg(std::move(value)); }

Text join(const std::vector<Text>& parts, const std::string& separator) {
    Text out;
    for (const Text& part : parts) {
        if (part.empty()) continue;
        if (out.empty()) {
            out = part;
            continue;
        }
        // "%1; %2": punctuation only, so it is never looked up in a translation.
        Text pair{"", "%1" + separator + "%2", {}};
        pair.arg(std::move(out)).arg(part);
        out = std::move(pair);
    }
    return out;
}

Text unit(const std::string& name) {
    static const char* const units[][2] = {
        {"Mbit/s", QT_TRANSLATE_NOOP("Article", "Mbit/s")},
        {"Gbit/s", QT_TRANSLATE_NOOP("Article", "Gbit/s")},
        {"bytes", QT_TRANSLATE_NOOP("Article", "bytes")},
        {"s", QT_TRANSLATE_NOOP("Article", "s")},
        {"ms", QT_TRANSLATE_NOOP("Article", "ms")},
        {"µs", QT_TRANSLATE_NOOP("Article", "µs")},
        {"ns", QT_TRANSLATE_NOOP("Article", "ns")},
        {"%", "%"},
        {"MB/s", QT_TRANSLATE_NOOP("Article", "MB/s")},
        {"IOPS", QT_TRANSLATE_NOOP("Article", "IOPS")},
        {"frames/s", QT_TRANSLATE_NOOP("Article", "frames/s")},
    };
    for (const auto& u : units)
        if (name == u[0]) return text(u[1]);
    return verbatim(name);
}

Text quantity(double value, int decimals, const std::string& unitName) {
    if (unitName.empty()) return Text{"", "%1", {}}.num(value, decimals);
    return Text{"", "%1 %2", {}}.num(value, decimals).arg(unit(unitName));
}

std::string shortBytes(std::uint64_t bytes) {
    constexpr std::uint64_t kKiB = 1024, kMiB = kKiB * kKiB;
    if (bytes >= kMiB && bytes % kMiB == 0) return std::to_string(bytes / kMiB) + "M";
    if (bytes >= kKiB && bytes % kKiB == 0) return std::to_string(bytes / kKiB) + "K";
    return std::to_string(bytes);
}

std::string englishBytes(double bytes) {
    static const char* const units[] = {"B", "KiB", "MiB", "GiB"};
    const auto whole = static_cast<std::uint64_t>(std::llround(std::max(0.0, bytes)));
    for (int unit = 3; unit > 0; --unit) {
        const std::uint64_t size = std::uint64_t{1} << (10 * unit);
        if (whole >= size && whole % size == 0)
            return std::to_string(whole / size) + " " + units[unit];
    }
    return std::to_string(whole) + " B";
}

std::string englishSeconds(double seconds) {
    const long long total = std::llround(std::max(0.0, seconds));
    char buffer[64];
    if (total == 0 && seconds > 0) {
        std::snprintf(buffer, sizeof buffer, "%.2g s", seconds);
        return buffer;
    }
    const long long h = total / 3600, m = (total % 3600) / 60, s = total % 60;
    if (h > 0) std::snprintf(buffer, sizeof buffer, "%lld h %02lld min", h, m);
    else if (m > 0 && s > 0) std::snprintf(buffer, sizeof buffer, "%lld min %lld s", m, s);
    else if (m > 0) std::snprintf(buffer, sizeof buffer, "%lld min", m);
    else std::snprintf(buffer, sizeof buffer, "%lld s", s);
    return buffer;
}

std::string english(const Text& t) {
    std::string out;
    for (std::size_t i = 0; i < t.source.size(); ++i) {
        const char c = t.source[i];
        if (c == '%' && i + 1 < t.source.size() && t.source[i + 1] >= '1' && t.source[i + 1] <= '9') {
            const std::size_t n = static_cast<std::size_t>(t.source[i + 1] - '1');
            ++i;
            if (n >= t.args.size()) continue;
            const TextArg& a = t.args[n];
            switch (a.kind) {
            case TextArg::Kind::Verbatim: out += a.verbatim; break;
            case TextArg::Kind::Number: {
                char buffer[64];
                std::snprintf(buffer, sizeof buffer, "%.*f", a.decimals, a.number);
                out += buffer;
                break;
            }
            case TextArg::Kind::Bytes: out += englishBytes(a.number); break;
            case TextArg::Kind::Seconds: out += englishSeconds(a.number); break;
            case TextArg::Kind::Text:
                if (a.text) out += english(*a.text);
                break;
            }
            continue;
        }
        out += c;
    }
    return out;
}

}  // namespace iometry::article
