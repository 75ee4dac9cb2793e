

@interface ARSyncAdminViewController : UIViewController

@end
