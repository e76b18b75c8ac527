#pragma once
// How sizes and durations read in the GUI, in one place, so every page, table and wizard
// says "64 KiB" and "3 min 54 s" the same way (and translates them once). The engine and
// iometry-run have their own C-locale forms for files and terminals (cli/check_command.hpp).

#include <QCoreApplication>
#include <QFont>
#include <QLocale>
#include <QString>
#include <functional>
#include <cstdint>
#include <vector>

namespace iometry::gui {

class TextFormat {
    Q_DECLARE_TR_FUNCTIONS(TextFormat)
};

/**
 * The words of the units in a language other than the window's (an article's): the
 * translation of one of TextFormat's templates ("%1 KiB", "%1 min %2 s").
 */
using UnitWords = std::function<QString(const char* source)>;

/**
 * The locale numbers on screen are written in: the interface language's ("1 372,5" in
 * Russian) unless the setting display/numberFormat is "c" (then "1372.5"). Never for
 * files: CSV, JSON and an article's data stay in the C locale (docs/report.md).
 */
QLocale displayLocale();

/**
 * Makes displayLocale() the locale of every widget that has none of its own: QLocale's
 * default (windows made later) and each open window's (fields shown now: a spin box
 * writes "3,0 с" in Russian and reads what is typed the same way). Called when the
 * language or the number format changes. Files are unaffected: they never read the
 * default locale (QString::number, the C locale).
 */
void applyDisplayLocale();

/** @p value with @p decimals in displayLocale(): "56 293", "1 372,50"; the one form of a
 *  number on screen (tables, labels, headlines). */
QString formatNumber(double value, int decimals);

/** "64 B", "4 KiB", "1 MiB", "2 GiB"; sizes that are not whole units stay in bytes. */
QString formatByteSize(std::uint64_t bytes);
/** The same in the words of @p words. */
QString formatByteSize(std::uint64_t bytes, const UnitWords& words);

/**
 * A size at a glance, to one decimal in binary units ("465.8 GiB", "1.5 TiB"); whole units
 * without the decimal ("512 MiB"). For what is measured, not typed: a device's capacity.
 */
QString formatApproxByteSize(std::uint64_t bytes);

/**
 * Sizes as a field holds them for editing, short enough for the 13 classic sizes to fit
 * one line: "64, 128, …, 1K, …, 256K, 1M". Not translated: parseByteSize() reads it back.
 */
QString compactByteSizes(const std::vector<std::int64_t>& bytes);

/** "45 s", "2 min 36 s", "3 min", "1 h 05 min"; under a second "0.5 s". */
QString formatDuration(double seconds);
/** The same in the words of @p words, a fraction of a second in @p locale's numbers. */
QString formatDuration(double seconds, const UnitWords& words, const QLocale& locale);

/**
 * A step's time as the summaries give it: "0.5 s", "2.5 s", "12 s"; from a minute on as
 * formatDuration() says it ("1 min 30 s"), which rounds to whole seconds.
 */
QString formatStepTime(double seconds);

}  // namespace iometry::gui

namespace iometry::gui {

/** @p text broken at spaces into lines of at most @p width pixels in @p font (a word wider
 *  than that is a line of its own); the line breaks it has stay. */
QString wrapText(const QString& text, const QFont& font, int width);

/** How formatSi() writes a value below one. */
enum class BelowOne {
    Decimal,  ///< "0.2", "0.4 bit/s", "0.5 %": counts, rates, shares
    Prefix,   ///< "1.5 ms", "50 µs", "200 ns": times
};

/**
 * @p value with a decimal SI prefix (n, µ, m, k, M, G, T) before @p unit, to three
 * significant digits in the window's numbers and never in exponent notation: "2 M",
 * "25 Gbit/s", "50 µs", "1.5 ms". Without @p unit only the prefix follows ("2 M"). Below
 * one a prefix only where @p belowOne says so (a time); a count or a rate reads "0.2".
 */
QString formatSi(double value, const QString& unit = {}, BelowOne belowOne = BelowOne::Decimal);

}  // namespace iometry::gui
