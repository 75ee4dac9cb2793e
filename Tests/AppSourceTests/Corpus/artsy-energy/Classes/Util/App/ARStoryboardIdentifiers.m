// Auto generated file - any changes will be lost

#import "ARStoryboardIdentifiers.h"

#pragma mark - navigationController.storyboardIdentifier
NSString * const SettingsPrimaryNavigationController = @"Settings Primary Navigation Controller";
NSString * const SettingsNavigationController = @"SettingsNavigationController";

#pragma mark - segue.identifier
NSString * const ShowSyncSettingsViewController = @"Show Sync Settings View Controller";

#pragma mark - storyboardNames
NSString * const ARSettings = @"ARSettings";

#pragma mark - tableViewCell.reuseIdentifier
NSString * const EmailSubjectReuseIdentifier = @"EmailSubjectReuseIdentifier";
NSString * const previousSyncCell = @"previousSyncCell";

#pragma mark - tableViewController.storyboardIdentifier
NSString * const BackgroundSettingsViewController = @"Background Settings View Controller";
NSString * const PresentationModeViewController = @"Presentation Mode View Controller";

#pragma mark - viewController.storyboardIdentifier
NSString * const EmailSettingsViewController = @"Email Settings View Controller";
NSString * const EmailSubjectSettingsViewController = @"Email Subject Settings View Controller";
NSString * const SettingsMasterViewController = @"Settings Master View Controller";
NSString * const SyncSettingsViewController = @"Sync Settings View Controller";
NSString * const TransparentViewController = @"Transparent View Controller";

