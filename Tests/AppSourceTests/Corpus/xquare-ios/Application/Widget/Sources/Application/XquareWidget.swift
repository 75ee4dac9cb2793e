import SwiftUI
import WidgetKit

@main
struct XquareWidget: WidgetBundle {

    var body: some Widget {
        XquareMealWidget()
        XquareScheduleWidget()
//        XquareTimeTableWidget()
    }

}
