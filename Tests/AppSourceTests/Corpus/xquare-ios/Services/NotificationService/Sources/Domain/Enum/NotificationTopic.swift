import Foundation

public enum NotificationTopic: String {
    case applicationWeekendMeal = "APPLICATION_WEEKEND_MEAL"
    case applicationStay = "APPLICATION_STAY"
    case applicationMoveClassRoom = "APPLICATION_MOVE_CLASSROOM"
    case applicationPicnic = "APPLICATION_PICNIC"
    case applicationPicnicPass = "APPLICATION_PICNIC_PASS"
    case applicationWeekendPicnic = "APPLICATION_WEEKEND_PICNIC"
    case applicationWeekendPicnicReservation = "APPLICATION_WEEKEND_PICNIC_RESERVATION"
    case allBadPoint = "ALL_BAD_POINT"
    case allGoodPoint = "ALL_GOOD_POINT"
    case allPenaltyLevel = "ALL_PENALTY_LEVEL"
    case scheduleLocal = "SCHEDULE_LOCAL"
    case scheduleSocial = "SCHEDULE_SOCIAL"
    case feedNotice = "FEED_NOTICE"
    case feedNoticeComment = "FEED_NOTICE_COMMENT"
    case feedNoticeLike = "FEED_NOTICE_LIKE"
    case feedBambooComment = "FEED_BAMBOO_COMMENT"
    case feedBambooLike = "FEED_BAMBOO_LIKE"
}
