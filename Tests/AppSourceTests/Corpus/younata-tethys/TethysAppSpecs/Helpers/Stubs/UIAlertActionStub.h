#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface UIAlertAction (Stub)

@property (nonatomic, readonly, nullable) void (^handler)(UIAlertAction *);

@end

NS_ASSUME_NONNULL_END
