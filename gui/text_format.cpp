#include "gui/text_format.hpp"

#include "gui/settings.hpp"

#include <QApplication>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "engine/document/text.hpp"
#include "gui/language.hpp"
#include "gui/settings.hpp"

namespace iometry::gui {
namespace {

/** The window's words for the units (the language installed now). */
QString windowWords(const char* source) { return QCoreApplication::translate("TextFormat", source); }

/** @p number in binary unit @p unit: 0 bytes, 1 KiB, … 5 PiB. */
QString inUnit(int unit, const QString& number, const UnitWords& words = windowWords) {
    static const char* const units[] = {
        QT_TRANSLATE_NOOP("TextFormat", "%1 B"),   QT_TRANSLATE_NOOP("TextFormat", "%1 KiB"),
        QT_TRANSLATE_NOOP("TextFormat", "%1 MiB"), QT_TRANSLATE_NOOP("TextFormat", "%1 GiB"),
        QT_TRANSLATE_NOOP("TextFormat", "%1 TiB"), QT_TRANSLATE_NOOP("TextFormat", "%1 PiB")};
    return words(units[std::clamp(unit, 0, 5)]).arg(number);
}

}  // namespace

QLocale displayLocale() {
    if (Settings::numberFormat() == Settings::NumberFormat::C) return QLocale::c();
    const QString language = appliedLanguage();
    QLocale locale = language == QLatin1String("system") ? QLocale::system() : QLocale(language);
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    return locale;
}

void applyDisplayLocale() {
    const QLocale locale = displayLocale();
    QLocale::setDefault(locale);
    // A window's locale passes to its children that have none of their own; a spin box
    // writes its value again on the change (QEvent::LocaleChange).
    for (QWidget* window : QApplication::topLevelWidgets()) window->setLocale(locale);
}

QString formatNumber(double value, int decimals) {
    // -0.0 rounds to "-0": a value that shows as zero is zero.
    const double shown = std::abs(value) < 0.5 * std::pow(10.0, -decimals) ? 0.0 : value;
    return displayLocale().toString(shown, 'f', decimals);
}

QString formatByteSize(std::uint64_t bytes) { return formatByteSize(bytes, windowWords); }

QString formatByteSize(std::uint64_t bytes, const UnitWords& words) {
    // Whole KiB, MiB or GiB; larger sizes stay in GiB.
    for (int unit = 3; unit > 0; --unit) {
        const std::uint64_t size = std::uint64_t{1} << (10 * unit);
        if (bytes >= size && bytes % size == 0) return inUnit(unit, QString::number(bytes / size), words);
    }
    return inUnit(0, QString::number(bytes), words);
}

QString formatApproxByteSize(std::uint64_t bytes) {
    double value = static_cast<double>(bytes);
    int unit = 0;
    while (value >= 1024 && unit < 5) {
        value /= 1024;
        ++unit;
    }
    const bool whole = value == static_cast<double>(static_cast<std::uint64_t>(value));
    return inUnit(unit, whole ? QString::number(static_cast<std::uint64_t>(value))
                              : QString::number(value, 'f', 1));
}

QString compactByteSizes(const std::vector<std::int64_t>& bytes) {
    QStringList list;
    for (const std::int64_t v : bytes)
        list << (v < 0 ? QString::number(v) : QString::fromStdString(article::shortBytes(static_cast<std::uint64_t>(v))));
    return list.join(QStringLiteral(", "));
}

QString formatDuration(double seconds) { return formatDuration(seconds, windowWords, QLocale::c()); }

QString formatDuration(double seconds, const UnitWords& words, const QLocale& locale) {
    const char* const secondsText = QT_TRANSLATE_NOOP("TextFormat", "%1 s");
    const long long total = std::llround(std::max(0.0, seconds));
    if (total == 0 && seconds > 0) return words(secondsText).arg(locale.toString(seconds, 'g', 2));
    const long long h = total / 3600, m = (total % 3600) / 60, s = total % 60;
    if (h > 0) return words(QT_TRANSLATE_NOOP("TextFormat", "%1 h %2 min")).arg(h).arg(m, 2, 10, QLatin1Char('0'));
    if (m > 0)
        return s > 0 ? words(QT_TRANSLATE_NOOP("TextFormat", "%1 min %2 s")).arg(m).arg(s)
                     : words(QT_TRANSLATE_NOOP("TextFormat", "%1 min")).arg(m);
    return words(secondsText).arg(s);
}

QString formatStepTime(double seconds) {
    if (seconds >= 60) return formatDuration(seconds);
    return TextFormat::tr("%1 s").arg(QString::number(seconds, 'g', 3));
}

}  // namespace iometry::gui

namespace iometry::gui {

QString formatSi(double value, const QString& unit, BelowOne belowOne) {
    //: decimal SI prefixes before a unit ("25 Gbit/s"), from 10⁻⁹ to 10¹²
    static const char* const prefixes[] = {
        QT_TRANSLATE_NOOP("TextFormat", "n"), QT_TRANSLATE_NOOP("TextFormat", "µ"),
        QT_TRANSLATE_NOOP("TextFormat", "m"), "",
        QT_TRANSLATE_NOOP("TextFormat", "k"), QT_TRANSLATE_NOOP("TextFormat", "M"),
        QT_TRANSLATE_NOOP("TextFormat", "G"), QT_TRANSLATE_NOOP("TextFormat", "T")};
    constexpr int kUnity = 3;  // prefixes[kUnity] is 10⁰
    if (!std::isfinite(value)) value = 0;
    int power = 0;  // of 1000
    double mantissa = value;
    if (value != 0) {
        // Below one, only a time takes a prefix (ms, µs, ns): a count or a rate reads as a
        // decimal ("0.2 IOPS", not "200 mIOPS").
        const bool fractions = belowOne == BelowOne::Prefix;
        power = std::clamp(static_cast<int>(std::floor(std::log10(std::abs(value)) / 3)),
                           fractions ? -kUnity : 0, static_cast<int>(std::size(prefixes)) - 1 - kUnity);
        mantissa = value / std::pow(1000.0, power);
        // Three significant digits; 999.7 rounds up into the next prefix.
        const double digits = std::pow(10.0, 2 - std::floor(std::log10(std::abs(mantissa))));
        mantissa = std::round(mantissa * digits) / digits;
        if (std::abs(mantissa) >= 1000 && power + kUnity + 1 < static_cast<int>(std::size(prefixes))) {
            mantissa /= 1000;
            ++power;
        }
    }
    const QLocale locale = displayLocale();
    const QString number = locale.toString(mantissa, 'f', std::abs(mantissa) >= 100 ? 0
                                                             : std::abs(mantissa) >= 10 ? 1
                                                                                        : 2);
    // Trailing zeros of the decimals go: "2", "2.5", not "2.00".
    QString trimmed = number;
    const QString point = locale.decimalPoint();
    if (trimmed.contains(point)) {
        while (trimmed.endsWith(QLatin1Char('0'))) trimmed.chop(1);
        if (trimmed.endsWith(point)) trimmed.chop(point.size());
    }
    const char* prefix = prefixes[power + kUnity];
    const QString suffix = (*prefix ? TextFormat::tr(prefix) : QString()) + unit;
    return suffix.isEmpty() ? trimmed : trimmed + QLatin1Char(' ') + suffix;
}

QString wrapText(const QString& text, const QFont& font, int width) {
    const QFontMetrics metrics(font);
    QStringList lines;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
                lines << line;
                line = word;
            } else {
                line = longer;
            }
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

}  // namespace iometry::gui
