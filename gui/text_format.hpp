#pragma once
// How sizes and durations read in the GUI, in one place, so every page, table and wizard
// says "64 KiB" and "3 min 54 s" the same way (and translates them once).

#include <QCoreApplication>
#include <QString>
#include <cstdint>

namespace iometry::gui {

class TextFormat {
    Q_DECLARE_TR_FUNCTIONS(TextFormat)
};

/** "64 B", "4 KiB", "1 MiB", "2 GiB"; sizes that are not whole units stay in bytes. */
QString formatByteSize(std::uint64_t bytes);

/** "45 s", "2 min 36 s", "3 min", "1 h 05 min"; under a second "0.5 s". */
QString formatDuration(double seconds);

}  // namespace iometry::gui
