#include "gui/wizards/summary_table.hpp"

#include "gui/wizards/wizard_text.hpp"

namespace iometry::gui {

QString repeatsText(const model::Plan& plan) {
    if (plan.repeats == 1)
        return WizardText::tr("1 (no aggregate)");
    QString how = WizardText::tr("mean");
    if (plan.aggregate == model::Aggregate::Median)
        how = WizardText::tr("median");
    if (plan.aggregate == model::Aggregate::Best)
        how = WizardText::tr("best");
    return WizardText::tr("%1, combined by %2").arg(plan.repeats).arg(how);
}

void SummaryTable::add(const QString& key, const QString& value) {
    m_rows << QStringLiteral("<tr><td style='padding-right:12px'><b>%1</b></td><td>%2</td></tr>")
                  .arg(key, value);
}

QString SummaryTable::html() const {
    return QStringLiteral("<table>%1</table>").arg(m_rows.join(QString()));
}

QStringList numberList(const std::vector<std::int64_t>& values) {
    QStringList list;
    for (const std::int64_t v : values)
        list << QString::number(v);
    return list;
}

QString elidedList(const QStringList& items, int head, int tail) {
    QStringList shown;
    const auto count = static_cast<int>(items.size());
    for (int i = 0; i < count; ++i) {
        if (count > head + tail + 1 && i == head)
            shown << QStringLiteral("…");
        if (count > head + tail + 1 && i >= head && i < count - tail)
            continue;
        shown << QString(items[i]).replace(QLatin1Char(' '), QChar::Nbsp);
    }
    return shown.join(QStringLiteral(", "));
}

}  // namespace iometry::gui
