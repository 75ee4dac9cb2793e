// Auto generated file - any changes will be lost

#import <Foundation/Foundation.h>

#pragma mark - navigationController.storyboardIdentifier
extern NSString * const SettingsPrimaryNavigationController;
extern NSString * const SettingsNavigationController;

#pragma mark - segue.identifier
extern NSString * const ShowSyncSettingsViewController;

#pragma mark - storyboardNames
extern NSString * const ARSettings;

#pragma mark - tableViewCell.reuseIdentifier
extern NSString * const EmailSubjectReuseIdentifier;
extern NSString * const previousSyncCell;

#pragma mark - tableViewController.storyboardIdentifier
extern NSString * const BackgroundSettingsViewController;
extern NSString * const PresentationModeViewController;

#pragma mark - viewController.storyboardIdentifier
extern NSString * const EmailSettingsViewController;
extern NSString * const EmailSubjectSettingsViewController;
extern NSString * const SettingsMasterViewController;
extern NSString * const SyncSettingsViewController;
extern NSString * const TransparentViewController;

