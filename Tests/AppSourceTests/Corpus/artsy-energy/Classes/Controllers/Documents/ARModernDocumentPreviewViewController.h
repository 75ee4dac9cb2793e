#import <UIKit/UIKit.h>


@interface ARModernDocumentPreviewViewController : UIViewController
- (instancetype)initWithDocumentSet:(NSArray *)documents index:(NSInteger)index;

@end
