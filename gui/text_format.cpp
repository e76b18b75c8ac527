#include "gui/text_format.hpp"

#include <algorithm>
#include <cmath>

namespace iometry::gui {

QString formatByteSize(std::uint64_t bytes) {
    constexpr std::uint64_t kKiB = 1024, kMiB = kKiB * 1024, kGiB = kMiB * 1024;
    if (bytes >= kGiB && bytes % kGiB == 0) return TextFormat::tr("%1 GiB").arg(bytes / kGiB);
    if (bytes >= kMiB && bytes % kMiB == 0) return TextFormat::tr("%1 MiB").arg(bytes / kMiB);
    if (bytes >= kKiB && bytes % kKiB == 0) return TextFormat::tr("%1 KiB").arg(bytes / kKiB);
    return TextFormat::tr("%1 B").arg(bytes);
}

QString formatDuration(double seconds) {
    const long long total = std::llround(std::max(0.0, seconds));
    if (total == 0 && seconds > 0) return TextFormat::tr("%1 s").arg(seconds, 0, 'g', 2);
    const long long h = total / 3600, m = (total % 3600) / 60, s = total % 60;
    if (h > 0) return TextFormat::tr("%1 h %2 min").arg(h).arg(m, 2, 10, QLatin1Char('0'));
    if (m > 0) return s > 0 ? TextFormat::tr("%1 min %2 s").arg(m).arg(s) : TextFormat::tr("%1 min").arg(m);
    return TextFormat::tr("%1 s").arg(s);
}

}  // namespace iometry::gui
