#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface UIActivityViewController (Stub)

@property (nonatomic, readonly) NSArray *activityItems;
@property (nonatomic, readonly, nullable) NSArray<__kindof UIActivity *> *applicationActivities;

@end

NS_ASSUME_NONNULL_END
